import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tokenize } from "./tokenize";

/** The words as the regex it replaces found them. */
const WORD = /[\p{L}\p{N}]+(?:[&'’.+-][\p{L}\p{N}]+)*/gu;
const byRegex = (text: string) => [...text.matchAll(WORD)].map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }));

describe("tokenize", () => {
  it("keeps the marks company names contain and drops the rest", () => {
    expect(tokenize("AT&T, Coca-Cola and JD.com: Lowe's -- Bausch+Lomb. Nestlé’s 3M").map((token) => token.text)).toEqual([
      "AT&T",
      "Coca-Cola",
      "and",
      "JD.com",
      "Lowe's",
      "Bausch+Lomb",
      "Nestlé’s",
      "3M",
    ]);
  });

  it("finds the words the regex finds, at the same places", () => {
    const alphabet = fc.constantFrom(..."aZ9é ,.-'’&+$()\n:ß");
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }).map((chars) => chars.join("")), (text) => {
        expect(tokenize(text)).toEqual(byRegex(text));
      }),
    );
  });
});
