import { describe, expect, it } from "vitest";
import { formatAge } from "./story-age";

describe("formatAge", () => {
  const broke = Date.parse("2026-11-27T01:00:00Z");
  it("counts seconds for a minute, then minutes, hours with minutes, and days with hours", () => {
    expect(formatAge(broke, broke)).toBe("0 s ago");
    expect(formatAge(broke, broke + 42_000)).toBe("42 s ago");
    expect(formatAge(broke, broke + 7 * 60_000 + 59_000)).toBe("7 min ago");
    expect(formatAge(broke, broke + 3 * 3_600_000 + 5 * 60_000)).toBe("3 h 05 min ago");
    expect(formatAge(broke, broke + 52 * 3_600_000)).toBe("2 d 4 h ago");
  });

  it("reads a time ahead of the clock (a source's clock running fast) as just now", () => {
    expect(formatAge(broke + 5_000, broke)).toBe("0 s ago");
  });
});
