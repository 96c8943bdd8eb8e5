import { codeAt } from "./char-code";
/** A word of a headline, with where it sits so tickers can be ordered by first appearance. */
export interface WordToken {
  /** As written, possessive and hyphenated suffixes included ("Alphabet's", "Google-owned"). */
  text: string;
  start: number;
  end: number;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** A letter or digit; the regex only for the rare characters beyond ASCII. */
function isWordCode(text: string, i: number): boolean {
  const code = codeAt(text, i);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
  return LETTER_OR_DIGIT.test(text[i]!);
}

/** The marks company names contain between letters: AT&T, Coca-Cola, JD.com, Lowe's, Bausch+Lomb. */
function isJoinCode(code: number): boolean {
  return code === 38 || code === 39 || code === 8217 || code === 46 || code === 43 || code === 45;
}

/**
 * Letters and digits, joined by the marks company names contain, in one pass over the characters: the words of
 * /[\p{L}\p{N}]+(?:[&'’.+-][\p{L}\p{N}]+)*\/u, without a regex match object per word.
 */
export function tokenize(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  const length = text.length;
  let i = 0;
  while (i < length) {
    if (!isWordCode(text, i)) {
      i++;
      continue;
    }
    const start = i;
    while (i < length) {
      if (isWordCode(text, i)) i++;
      else if (i + 1 < length && isJoinCode(codeAt(text, i)) && isWordCode(text, i + 1)) i += 2;
      else break;
    }
    tokens.push({ text: text.slice(start, i), start, end: i });
  }
  return tokens;
}
