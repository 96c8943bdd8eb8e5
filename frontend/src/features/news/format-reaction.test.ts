import { describe, expect, it } from "vitest";
import type { StoryReaction } from "@tradewire/core";
import { describeReaction, formatSigma, latestReaction } from "./format-reaction";

const reaction = (overrides: Partial<StoryReaction>): StoryReaction => ({ ticker: "NVDA", horizon: "30m", benchmark: "SPY", abnormal_return: -0.021, z_score: -2.4, ...overrides });

describe("a story's reaction, as a trader reads it", () => {
  it("says the abnormal return against the benchmark, the horizon and its size in σ", () => {
    expect(describeReaction(reaction({}))).toBe("-2.10% vs SPY in 30 min, -2.4σ");
    expect(describeReaction(reaction({ horizon: "1d", abnormal_return: 0.0035, z_score: null, benchmark: "EWC" }))).toBe("+0.35% vs EWC in 1 day");
    expect([formatSigma(0.04), formatSigma(-0.04), formatSigma(3.25)]).toEqual(["+0.0σ", "+0.0σ", "+3.3σ"]);
  });

  it("shows on the chip the longest horizon measured so far, for that ticker", () => {
    const reactions = [reaction({ horizon: "5m" }), reaction({ horizon: "30m", z_score: -1 }), reaction({ ticker: "AMD", horizon: "1d" })];
    expect(latestReaction(reactions, "NVDA")?.horizon).toBe("30m");
    expect(latestReaction(reactions, "AMD")?.horizon).toBe("1d");
    expect(latestReaction(reactions, "INTC")).toBeNull();
  });
});
