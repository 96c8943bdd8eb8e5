import { describe, expect, it } from "vitest";
import { presentScorecard } from "../presenters/present-scorecard";
import { makeCalendarEventReaction, makeReleasedCalendarEvent } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { releaseScorecardFigures, scorecardFigures } from "./scorecard";

describe.each(testEngines)("the scorecard's scheduled releases on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("groups the releases' reactions by importance, outcome and surprise size, per instrument and horizon", async () => {
    const db = database().db;
    // A hot CPI (3.1% against 3.0%, a beat of 3.3%) and payrolls far above consensus (64K against 50K, 28%); a company
    // missing by 12%; a low release without a consensus.
    const cpi = await makeReleasedCalendarEvent(db, { series: "US|CPI y/y", scheduledAt: new Date("2026-11-10T13:30:00Z") });
    const payrolls = await makeReleasedCalendarEvent(db, { series: "US|Nonfarm Payrolls", title: "Nonfarm Payrolls", scheduledAt: new Date("2026-11-06T13:30:00Z"), actual: "64K", consensus: "50K" });
    const nvidia = await makeReleasedCalendarEvent(db, { kind: "earnings", series: "NVDA|Oct/2026", title: "NVIDIA Corporation earnings", ticker: "NVDA", importance: "mid", allDay: true, timing: "after_close", scheduledAt: new Date("2026-11-18T05:00:00Z"), actual: "$1.06", consensus: "$1.20" });
    const mortgages = await makeReleasedCalendarEvent(db, { series: "US|MBA Mortgage Applications", title: "MBA Mortgage Applications", importance: "low", scheduledAt: new Date("2026-11-11T12:00:00Z"), actual: "2.9%", consensus: null });
    await makeCalendarEventReaction(db, { eventId: cpi.id, symbolReturn: 0.004, zScore: 2.5 });
    await makeCalendarEventReaction(db, { eventId: cpi.id, symbol: "TLT", asset: "treasuries", symbolReturn: -0.002, zScore: -1.2 });
    await makeCalendarEventReaction(db, { eventId: cpi.id, symbol: "UUP", asset: "dollar", symbolReturn: 0.001, zScore: 0.3 });
    await makeCalendarEventReaction(db, { eventId: cpi.id, horizon: "30m", symbolReturn: 0.008, zScore: 1.1 });
    await makeCalendarEventReaction(db, { eventId: payrolls.id, symbolReturn: -0.01, zScore: -3, surpriseSize: "large" });
    await makeCalendarEventReaction(db, { eventId: payrolls.id, symbol: "TLT", asset: "treasuries", symbolReturn: 0.006, zScore: null, surpriseSize: "large" });
    await makeCalendarEventReaction(db, {
      eventId: nvidia.id,
      symbol: "NVDA",
      asset: "company",
      benchmark: "SPY",
      symbolReturn: -0.05,
      benchmarkReturn: -0.005,
      abnormalReturn: -0.045,
      zScore: -2.2,
      outcome: "miss",
      surpriseSize: "large",
      priceSource: "yahoo",
    });
    await makeCalendarEventReaction(db, { eventId: mortgages.id, symbolReturn: 0.0005, outcome: null, surpriseSize: null });

    const scorecard = presentScorecard(await scorecardFigures(db));
    const fiveMinutes = (groups: { horizon: string }[] | null) => groups?.filter((group) => group.horizon === "5m");
    expect(scorecard.releases.prices).toBe("mixed");
    expect(fiveMinutes(scorecard.releases.by_importance)).toEqual([
      { key: "high", horizon: "5m", asset: "index", reactions: 2, median_abs_return: expect.closeTo(0.007, 12), median_abs_abnormal_return: null, share_over_1_sigma: 1, share_over_2_sigma: 1 },
      { key: "high", horizon: "5m", asset: "treasuries", reactions: 2, median_abs_return: expect.closeTo(0.004, 12), median_abs_abnormal_return: null, share_over_1_sigma: 1, share_over_2_sigma: 0 },
      { key: "high", horizon: "5m", asset: "dollar", reactions: 1, median_abs_return: 0.001, median_abs_abnormal_return: null, share_over_1_sigma: 0, share_over_2_sigma: 0 },
      { key: "mid", horizon: "5m", asset: "company", reactions: 1, median_abs_return: 0.05, median_abs_abnormal_return: 0.045, share_over_1_sigma: 1, share_over_2_sigma: 1 },
      { key: "low", horizon: "5m", asset: "index", reactions: 1, median_abs_return: 0.0005, median_abs_abnormal_return: null, share_over_1_sigma: null, share_over_2_sigma: null },
    ]);
    expect(scorecard.releases.by_importance.find((group) => group.horizon === "30m")).toMatchObject({ key: "high", asset: "index", reactions: 1, median_abs_return: 0.008 });
    // The release without a consensus has no outcome or size: it is in no group of those.
    const keys = (groups: { key: string; asset: string; reactions: number }[] | null | undefined) => groups?.map((group) => `${group.key} ${group.asset} ${group.reactions}`);
    expect(keys(fiveMinutes(scorecard.releases.by_outcome) as never)).toEqual(["beat index 2", "beat treasuries 2", "beat dollar 1", "miss company 1"]);
    expect(keys(fiveMinutes(scorecard.releases.by_surprise) as never)).toEqual(["medium index 1", "medium treasuries 1", "medium dollar 1", "large index 1", "large treasuries 1", "large company 1"]);

    // A visitor's copy: by importance only.
    const visitor = await releaseScorecardFigures(db, { detailed: false });
    expect(visitor.byOutcome).toBeNull();
    expect(visitor.bySurprise).toBeNull();
    expect(visitor.byImportance).toHaveLength(scorecard.releases.by_importance.length);
    expect([visitor.replayReactions, visitor.liveReactions]).toEqual([7, 1]);
  });
});
