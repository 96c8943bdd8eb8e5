/**
 * Where a story says what: its title and summary cut into sentences, and the words a pattern finds in one, as a span of
 * word positions. The calendar's story matcher asks of each subject a sentence names which country or company is named
 * nearest to it, so a story about the euro zone's inflation that mentions US stocks is the euro zone's.
 */

/** A sentence of a story: the title is one, the summary gives the others. */
export interface Sentence {
  text: string;
  inTitle: boolean;
  /** Where each word starts, in order. */
  wordStarts: number[];
}

/** One place a sentence names something: the words it spans and what it found there. */
export interface Mention {
  /** First and last word of the match. */
  first: number;
  last: number;
  text: string;
  /** Where in the sentence the match ends. */
  end: number;
}

/** Abbreviations whose full stop does not end a sentence: "U.S.", "Jan.", "Inc.". */
const ABBREVIATION = /(?:\b[A-Z]\.)+$|\b(?:Mr|Mrs|Ms|Dr|St|No|Inc|Corp|Co|Ltd|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|vs|Gov|Sen|Rep|approx)\.$/;

function sentence(text: string, inTitle: boolean): Sentence {
  const wordStarts = [...text.matchAll(/\S+/g)].map((match) => match.index);
  return { text, inTitle, wordStarts };
}

/** A summary's sentences: cut after ".", "!" or "?" before a capital, a digit or a quote, except after an abbreviation. */
export function splitSentences(text: string): string[] {
  const pieces = text.split(/(?<=[.!?])\s+(?=["'“‘(A-Z0-9])/);
  const sentences: string[] = [];
  for (const piece of pieces) {
    const previous = sentences.at(-1);
    if (previous !== undefined && ABBREVIATION.test(previous)) sentences[sentences.length - 1] = `${previous} ${piece}`;
    else sentences.push(piece);
  }
  return sentences.map((each) => each.trim()).filter(Boolean);
}

/** The sentences of a story: its title first, then its summary's. Typographic quotes are made plain so patterns see "'s". */
export function storySentences(title: string, summary: string | null): Sentence[] {
  const plain = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim();
  return [sentence(plain(title), true), ...splitSentences(plain(summary ?? "")).map((text) => sentence(text, false))];
}

function wordAt(sentence: Sentence, offset: number): number {
  let index = 0;
  while (index + 1 < sentence.wordStarts.length && sentence.wordStarts[index + 1]! <= offset) index += 1;
  return index;
}

const globalOf = new WeakMap<RegExp, RegExp>();
const global = (pattern: RegExp) => {
  let found = globalOf.get(pattern);
  if (!found) {
    found = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
    globalOf.set(pattern, found);
  }
  return found;
};

/** Every place in the sentence one of the patterns matches. */
export function mentionsIn(sentence: Sentence, patterns: readonly RegExp[]): Mention[] {
  return patterns.flatMap((pattern) =>
    [...sentence.text.matchAll(global(pattern))]
      .filter((match) => match[0].length > 0)
      .map((match) => {
        const end = match.index + match[0].length;
        return { first: wordAt(sentence, match.index), last: wordAt(sentence, end - 1), text: match[0].trim(), end };
      }),
  );
}

/** Words between two mentions: 0 when they share a word, 1 when they are neighbours. */
export function wordsApart(a: Mention, b: Mention): number {
  return Math.max(0, a.first - b.last, b.first - a.last);
}
