import { describe, expect, it } from "vitest";
import { formatChange, formatDays, formatProbability, formatVolume, probabilityTone } from "./format-market";

describe("market figures (spec section 9)", () => {
  it("writes volumes with K, M and B and one decimal", () => {
    expect([999, 1_000, 15_430, 2_500_000, 7_120_000_000].map(formatVolume)).toEqual(["999", "1.0K", "15.4K", "2.5M", "7.1B"]);
  });

  it("writes spans in hours under a day, days under a week, else weeks", () => {
    expect([0.25, 0.99, 1, 6.4, 7, 40].map(formatDays)).toEqual(["6h", "24h", "1d", "6d", "1w", "6w"]);
    expect(formatDays(0)).toBe("—");
  });

  it("colours probabilities green from 70%, yellow from 50%, else red", () => {
    expect([0.7, 0.69, 0.5, 0.49, null].map(probabilityTone)).toEqual(["text-gain", "text-caution", "text-caution", "text-loss", "text-ink-faint"]);
    expect(formatProbability(0.426)).toBe("43%");
  });

  it("signs the day's change in points", () => {
    expect([0.025, -0.091, 0, null].map(formatChange)).toEqual(["+2.5 pts", "−9.1 pts", "0.0 pts", "—"]);
  });
});
