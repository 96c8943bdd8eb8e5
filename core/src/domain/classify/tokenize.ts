/** A word of a headline, with where it sits so tickers can be ordered by first appearance. */
export interface WordToken {
  /** As written, possessive and hyphenated suffixes included ("Alphabet's", "Google-owned"). */
  text: string;
  start: number;
  end: number;
}

/** Letters and digits, joined by the marks company names contain: AT&T, Coca-Cola, JD.com, Lowe's, Bausch+Lomb. */
const WORD = /[\p{L}\p{N}]+(?:[&'’.+-][\p{L}\p{N}]+)*/gu;

export function tokenize(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  for (const match of text.matchAll(WORD)) {
    tokens.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}
