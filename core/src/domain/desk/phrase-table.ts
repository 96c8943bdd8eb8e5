import type { DeskWord } from "./desk-words";

interface Phrase<T> {
  words: readonly string[];
  value: T;
}

/** Phrases of lower-case words under their first word, longest first, so the longest one written wins. */
export type PhraseTable<T> = ReadonlyMap<string, readonly Phrase<T>[]>;

export function createPhraseTable<T>(entries: Iterable<readonly [phrase: string, value: T]>): PhraseTable<T> {
  const table = new Map<string, Phrase<T>[]>();
  for (const [phrase, value] of entries) {
    const words = phrase.toLowerCase().split(/[\s-]+/).filter(Boolean);
    const list = table.get(words[0]!) ?? [];
    list.push({ words, value });
    table.set(words[0]!, list);
  }
  for (const list of table.values()) list.sort((a, b) => b.words.length - a.words.length);
  return table;
}

/** The longest phrase of the table written at `start`, and how many words it takes. A negated word starts none. */
export function phraseAt<T>(table: PhraseTable<T>, words: readonly DeskWord[], start: number): { value: T; length: number } | undefined {
  const first = words[start];
  if (!first || first.negated) return undefined;
  for (const phrase of table.get(first.lower) ?? []) {
    if (phrase.words.every((word, offset) => words[start + offset]?.lower === word && !words[start + offset]!.negated)) {
      return { value: phrase.value, length: phrase.words.length };
    }
  }
  return undefined;
}
