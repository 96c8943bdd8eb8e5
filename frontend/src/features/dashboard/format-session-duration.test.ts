import { describe, expect, it } from "vitest";
import { formatSessionDuration } from "./format-session-duration";

describe("formatSessionDuration", () => {
  it.each([
    [0, "0h 00m"],
    [59_999, "0h 00m"],
    [5 * 60_000, "0h 05m"],
    [(26 * 60 + 41) * 60_000 + 59_000, "26h 41m"],
    [-5_000, "0h 00m"],
  ])("%s ms reads %s", (milliseconds, text) => {
    expect(formatSessionDuration(milliseconds)).toBe(text);
  });
});
