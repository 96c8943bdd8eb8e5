import type { NameWord } from "./name-word";

/**
 * How an English dictionary knows the words of a company's name: as everyday words ("Target", "Shell", "Delta"),
 * some only as proper nouns, the names of places, people and brands ("Texas", "Cooper", "Netflix"), or not at all
 * ("Nvidia", "Chipotle"). A feature of the linker model: what such a name means depends on the words around it.
 */
export type WordKind = "word" | "proper" | "coined";

/** The words of listed names an English dictionary knows, lower-case: built with the ticker dictionary. */
export interface NameWordKinds {
  word: ReadonlySet<string>;
  proper: ReadonlySet<string>;
}

export const unknownNameWords: NameWordKinds = { word: new Set(), proper: new Set() };

export function wordKindOf(words: readonly NameWord[], kinds: NameWordKinds): WordKind {
  let proper = false;
  for (const word of words) {
    if (kinds.word.has(word.lower)) continue;
    if (!kinds.proper.has(word.lower)) return "coined";
    proper = true;
  }
  return proper ? "proper" : "word";
}
