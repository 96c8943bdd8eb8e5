import { describe, expect, it } from "vitest";
import { timeFrames } from "../../wire-constants";
import { defaultTimeFrameFor, frameSpecs } from "./frame-specs";

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const now = new Date("2026-11-19T20:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("frameSpecs", () => {
  it("pairs each time frame with its bar size and span, in the order of timeFrames", () => {
    expect(frameSpecs).toEqual([
      { frame: "1D", interval: "5m", spanMs: 1 * dayMs },
      { frame: "5D", interval: "15m", spanMs: 5 * dayMs },
      { frame: "1M", interval: "1h", spanMs: 31 * dayMs },
      { frame: "3M", interval: "1d", spanMs: 92 * dayMs },
    ]);
    expect(frameSpecs.map((spec) => spec.frame)).toEqual([...timeFrames]);
  });
});

describe("defaultTimeFrameFor", () => {
  it.each([
    ["23 h ago (inside 1 day)", 23 * hourMs, "1D"],
    ["exactly 1 day ago (the span covers it)", dayMs, "1D"],
    ["1 day + 1 ms ago", dayMs + 1, "5D"],
    ["2 days ago", 2 * dayMs, "5D"],
    ["5 days ago", 5 * dayMs, "5D"],
    ["20 days ago", 20 * dayMs, "1M"],
    ["31 days ago", 31 * dayMs, "1M"],
    ["40 days ago (past 1M's 31 days)", 40 * dayMs, "3M"],
    ["92 days ago", 92 * dayMs, "3M"],
    ["200 days ago (no frame covers it)", 200 * dayMs, "3M"],
    ["1 h in the future (clock skew)", -hourMs, "1D"],
  ] as const)("T = %s gives %s", (_, elapsedMs, expected) => {
    expect(defaultTimeFrameFor(ago(elapsedMs), now)).toBe(expected);
  });
});
