import type { WordToken } from "./tokenize";

/** The tokens of one line of a text: a story is its title, then its summary, each written in its own case. */
export interface TokenLine {
  /** Index of its first token, and one past its last. */
  first: number;
  end: number;
  text: string;
}

/** A text's lines that hold words, by their tokens. */
export function tokenLines(text: string, tokens: readonly WordToken[]): TokenLine[] {
  const lines: TokenLine[] = [];
  let first = 0;
  let lineStart = 0;
  while (first < tokens.length) {
    const newline = text.indexOf("\n", tokens[first]!.start);
    const lineEnd = newline < 0 ? text.length : newline;
    let end = first;
    while (end < tokens.length && tokens[end]!.start < lineEnd) end++;
    lines.push({ first, end, text: text.slice(lineStart, lineEnd) });
    first = end;
    lineStart = lineEnd + 1;
  }
  return lines;
}
