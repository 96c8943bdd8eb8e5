import { describe, expect, it } from "vitest";
import { findRowAt } from "./find-row-at";

describe("findRowAt", () => {
  const offsets = [0, 100, 150, 300, 320];

  it("finds the row that covers a position", () => {
    expect(findRowAt(offsets, 0)).toBe(0);
    expect(findRowAt(offsets, 99)).toBe(0);
    expect(findRowAt(offsets, 100)).toBe(1);
    expect(findRowAt(offsets, 299)).toBe(2);
  });

  it("stays within the rows past either end", () => {
    expect(findRowAt(offsets, -10)).toBe(0);
    expect(findRowAt(offsets, 5000)).toBe(3);
    expect(findRowAt([0], 10)).toBe(0);
  });
});
