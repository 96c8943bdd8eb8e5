import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codeAt } from "./char-code";

describe("codeAt", () => {
  it("answers what charCodeAt answers, past either end included", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.integer({ min: -2, max: 40 }), (text, i) => {
        expect(Object.is(codeAt(text, i), text.charCodeAt(i))).toBe(true);
      }),
    );
  });
});
