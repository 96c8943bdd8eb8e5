import type { WordToken } from "./tokenize";

const POSSESSIVE = /['’][sS]$/;

/** The spellings under which a headline word can end a name: "Alphabet's" and "Google-owned" name Alphabet and Google. */
export interface WordForms {
  text: string;
  /** The text lower-cased, as the index's first words are keyed. */
  lower: string;
  stem: string | null;
  head: string | null;
}

function formsOf(token: WordToken): WordForms {
  const stem = POSSESSIVE.test(token.text) ? token.text.replace(POSSESSIVE, "") : null;
  const hyphen = token.text.indexOf("-");
  const head = hyphen > 0 ? token.text.slice(0, hyphen) : null;
  return { text: token.text, lower: token.text.toLowerCase(), stem, head };
}

export type FormsAt = (i: number) => WordForms | undefined;

/** Word forms computed when first needed: most words are never looked at. */
export function lazyForms(tokens: readonly WordToken[]): FormsAt {
  const forms: Array<WordForms | undefined> = [];
  return (i) => {
    const token = tokens[i];
    return token && (forms[i] ??= formsOf(token));
  };
}
