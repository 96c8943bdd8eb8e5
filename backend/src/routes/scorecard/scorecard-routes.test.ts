import { findCalendarEventsWithReactions, presentCalendarEvent, storeReactions, tables, type ReactionRecord } from "@tradewire/db";
import { makeCalendarEventReaction, makeFeedArticle, makeReleasedCalendarEvent } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("the scorecard route on %s", (engine) => {
  let app: TestServer;
  let trader: string;

  beforeAll(async () => {
    app = await startTestServer(engine);
    trader = await app.tokenFor("trader@demo.local");
    const db = app.database.db;
    const at = new Date(Date.UTC(2026, 10, 23, 15));
    // Three HIGH reactions over 30 minutes (|AR| 1%, 3%, 5%; z 0.5, 2.5, -3) and one MID (|AR| 0.2%, z null).
    const stories = [
      { impact: "high", tags: ["tariffs"], source: "reuters", ar: 0.01, z: 0.5 },
      { impact: "high", tags: ["tariffs", "china"], source: "reuters", ar: -0.03, z: 2.5 },
      { impact: "high", tags: ["oil"], source: "bloomberg", ar: 0.05, z: -3 },
      { impact: "mid", tags: ["oil"], source: "bloomberg", ar: 0.002, z: null },
    ] as const;
    const reactions: ReactionRecord[] = [];
    for (const [i, story] of stories.entries()) {
      const article = await makeFeedArticle(db, { title: `Story ${i}`, impact: story.impact, tags: [...story.tags], source: story.source, datePublished: at, tickers: [`SC${i}`] });
      const [link] = await db.select().from(tables.articleTickers).where(eq(tables.articleTickers.articleId, article.id));
      reactions.push({
        articleId: article.id,
        tickerId: link!.tickerId,
        horizon: "30m",
        benchmark: "SPY",
        priceSource: "replay",
        startsAt: at,
        endsAt: new Date(at.getTime() + 30 * 60_000),
        stockReturn: story.ar,
        benchmarkReturn: 0,
        abnormalReturn: story.ar,
        sigma: story.z === null ? null : Math.abs(story.ar / story.z),
        zScore: story.z,
      });
    }
    await storeReactions(db, reactions);
  });
  afterAll(async () => {
    await app?.close();
  });

  const scorecard = async (token?: string) => {
    const response = await fetch(`${app.url}/api/scorecard`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(response.status).toBe(200);
    return response.json();
  };

  it("tells anyone what prices did after each impact, and says the prices were simulated", async () => {
    const visitor = await scorecard();
    expect(visitor).toEqual({
      prices: "simulated",
      by_impact: [
        { key: "high", horizon: "30m", reactions: 3, median_abs_abnormal_return: 0.03, share_over_1_sigma: 2 / 3, share_over_2_sigma: 2 / 3 },
        { key: "mid", horizon: "30m", reactions: 1, median_abs_abnormal_return: 0.002, share_over_1_sigma: null, share_over_2_sigma: null },
      ],
      by_tag: null,
      by_source: null,
      releases: { prices: "none", by_importance: [], by_outcome: null, by_surprise: null },
    });
  });

  it("tells what scheduled releases moved: anyone by importance, members by beat or miss and by the surprise's size too", async () => {
    const db = app.database.db;
    const cpi = await makeReleasedCalendarEvent(db, { scheduledAt: new Date("2026-11-10T13:30:00Z") });
    await makeCalendarEventReaction(db, { eventId: cpi.id, symbolReturn: -0.004, sigma: 0.002, zScore: -2 });
    await makeCalendarEventReaction(db, { eventId: cpi.id, symbol: "TLT", asset: "treasuries", symbolReturn: -0.003, sigma: 0.002, zScore: -1.5 });
    const spy = { key: "high", horizon: "5m", asset: "index", reactions: 1, median_abs_return: 0.004, median_abs_abnormal_return: null, share_over_1_sigma: 1, share_over_2_sigma: 1 };
    const tlt = { key: "high", horizon: "5m", asset: "treasuries", reactions: 1, median_abs_return: 0.003, median_abs_abnormal_return: null, share_over_1_sigma: 1, share_over_2_sigma: 0 };
    // The answers are cached until a push says they changed: what the measuring job announces.
    const [measured] = await findCalendarEventsWithReactions(db, [cpi.id]);
    await app.jobs.context.publish("calendar.updated", presentCalendarEvent(measured!));
    expect((await scorecard()).releases).toEqual({ prices: "simulated", by_importance: [spy, tlt], by_outcome: null, by_surprise: null });
    expect((await scorecard(trader)).releases).toEqual({
      prices: "simulated",
      by_importance: [spy, tlt],
      by_outcome: [
        { ...spy, key: "beat" },
        { ...tlt, key: "beat" },
      ],
      by_surprise: [
        { ...spy, key: "medium" },
        { ...tlt, key: "medium" },
      ],
    });
  });

  it("gives members the same by topic tag and by source", async () => {
    const member = await scorecard(trader);
    expect(member.by_tag.map((group: { key: string; reactions: number }) => [group.key, group.reactions])).toEqual([
      ["china", 1],
      ["oil", 2],
      ["tariffs", 2],
    ]);
    expect(member.by_source.find((group: { key: string }) => group.key === "reuters")).toEqual({
      key: "reuters",
      horizon: "30m",
      reactions: 2,
      // Between 1% and 3%: the median of two interpolates, in floating point.
      median_abs_abnormal_return: expect.closeTo(0.02, 12),
      share_over_1_sigma: 0.5,
      share_over_2_sigma: 0.5,
    });
  });
});
