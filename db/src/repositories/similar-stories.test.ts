import { describe, expect, it } from "vitest";
import { makeFeedArticle, makeReaction, makeTickers } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { similarStories } from "./similar-stories";

const day = (year: number, date: number) => new Date(Date.UTC(year, 10, date, 15));

describe.each(testEngines)("similar stories on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("ranks the earlier stories sharing the story's tickers, tags and title words, and averages their reactions", async () => {
    const db = database().db;
    // Listings made first, so that no ticker has the id of a story: a query that mixed the two up would show.
    await makeTickers(db, ["SPY", "QQQ", "IWM", "DIA"]);
    const at = (date: number) => day(2026, date);
    const story = async (title: string, date: Date, tickers: string[], tags: string[], reactions: [string, "5m" | "30m" | "1d", number, number | null][] = []) => {
      const made = await makeFeedArticle(db, { title, datePublished: date, tickers, tags });
      for (const [ticker, horizon, abnormalReturn, zScore] of reactions) await makeReaction(db, { articleId: made.id, ticker, horizon, abnormalReturn, zScore });
      return made;
    };
    // Both tickers, a tag and five of the six title words: first.
    const alike = await story("US widens chip export curbs on China", at(10), ["NVDA", "AMD"], ["chips"], [
      ["AMD", "30m", -0.006, -1],
      ["NVDA", "1d", -0.02, null],
      ["NVDA", "30m", -0.012, -1.8],
    ]);
    // Both tickers and no word in common: the strong ticker overlap alone.
    const bothTickers = await story("Chipmakers rally on strong demand", at(8), ["AMD", "NVDA"], [], [["AMD", "30m", 0.004, 0.4]]);
    // One ticker and one word ('nvidia'); its TSM reaction is not one of the story's tickers.
    const oneTicker = await story("Nvidia results beat forecasts", at(12), ["NVDA", "TSM"], ["earnings"], [
      ["NVDA", "30m", 0.03, 2.5],
      ["TSM", "30m", 0.05, 3],
    ]);
    // Both tags and three words, no ticker.
    const tagsAndWords = await story("China answers chip curbs", at(14), ["ASML"], ["export-controls", "chips"], [["ASML", "30m", -0.004, null]]);

    const unrelated = await story("Oil jumps as OPEC cuts output", at(11), ["XOM"], ["oil"], [["XOM", "30m", 0.01, 1]]);
    const later = await story("US widens chip export curbs on China again", at(22), ["NVDA"], ["chips"], [["NVDA", "30m", 0.01, 1]]);
    const yearBefore = await story("US chip export curbs on China", new Date(at(20).getTime() - 366 * 86_400_000), ["NVDA"], ["chips"], [["NVDA", "30m", 0.01, 1]]);
    const unmeasured = await story("US chip export curbs bite", at(13), ["NVDA"], ["chips"]);
    const tagOnly = await story("Samsung opens a fab in Texas", at(15), ["SSNLF"], ["chips"], [["SSNLF", "30m", 0.01, 1]]);
    const tickerOnly = await story("Jensen Huang keynote draws crowds", at(16), ["NVDA"], [], [["NVDA", "30m", 0.01, 1]]);
    // The same event from another source, earlier: the story is in its group, so it is not an earlier story.
    const sameEvent = await story("Nvidia hit as US curbs chip exports to China", at(19), ["NVDA"], ["chips"], [["NVDA", "30m", 0.01, 1]]);
    const current = await makeFeedArticle(db, {
      title: "US curbs Nvidia chip exports to China",
      datePublished: at(20),
      tickers: ["NVDA", "AMD"],
      tags: ["chips", "export-controls"],
      groupId: sameEvent.id,
    });

    const found = (await similarStories(db, current.id))!;
    expect(found.stories.map((similar) => similar.id)).toEqual([alike.id, bothTickers.id, oneTicker.id, tagsAndWords.id]);
    for (const excluded of [unrelated, later, yearBefore, unmeasured, tagOnly, tickerOnly, sameEvent]) expect(found.stories.map((similar) => similar.id)).not.toContain(excluded.id);

    expect(found.stories[0]).toEqual({
      id: alike.id,
      title: "US widens chip export curbs on China",
      url: alike.url,
      source: alike.source,
      impact: "low",
      datePublished: at(10),
      sharedTickers: ["NVDA", "AMD"],
      sharedTags: ["chips"],
      // Each ticker in the story's order, each one's horizons in order.
      reactions: [
        { ticker: "NVDA", horizon: "30m", benchmark: "SPY", abnormalReturn: -0.012, zScore: -1.8, priceSource: "replay" },
        { ticker: "NVDA", horizon: "1d", benchmark: "SPY", abnormalReturn: -0.02, zScore: null, priceSource: "replay" },
        { ticker: "AMD", horizon: "30m", benchmark: "SPY", abnormalReturn: -0.006, zScore: -1, priceSource: "replay" },
      ],
    });
    expect(found.stories[3]).toMatchObject({ sharedTickers: [], sharedTags: ["chips", "export-controls"] });

    // Over the NVDA and AMD reactions only (not TSM's nor ASML's): 30 min (-1.2% - 0.6% + 0.4% + 3%) / 4, z (-1.8 - 1 + 0.4 + 2.5) / 4.
    expect(found.averagedOver).toBe("shared_tickers");
    expect(found.averages).toEqual([
      { horizon: "30m", reactions: 4, abnormalReturn: expect.closeTo(0.004, 12), zScore: expect.closeTo(0.025, 12) },
      { horizon: "1d", reactions: 1, abnormalReturn: -0.02, zScore: null },
    ]);

    expect((await similarStories(db, current.id, { limit: 2 }))!.stories.map((similar) => similar.id)).toEqual([alike.id, bothTickers.id]);
  });

  it("averages all the similar stories' reactions when none is of a ticker the story names", async () => {
    const db = database().db;
    const earlier = await makeFeedArticle(db, { title: "Chile copper strike spreads", datePublished: day(2030, 3), tickers: ["SCCO"], tags: ["copper"] });
    await makeReaction(db, { articleId: earlier.id, ticker: "SCCO", horizon: "30m", abnormalReturn: 0.02, zScore: 1.5 });
    await makeReaction(db, { articleId: earlier.id, ticker: "SCCO", horizon: "1d", abnormalReturn: 0.01 });
    const current = await makeFeedArticle(db, { title: "Copper hits a record on the Chile strike", datePublished: day(2030, 9), tickers: ["FCX"], tags: ["copper"] });

    const found = (await similarStories(db, current.id))!;
    expect(found.stories.map((similar) => [similar.id, similar.sharedTickers, similar.sharedTags])).toEqual([[earlier.id, [], ["copper"]]]);
    expect(found.averagedOver).toBe("all_tickers");
    expect(found.averages).toEqual([
      { horizon: "30m", reactions: 1, abnormalReturn: 0.02, zScore: 1.5 },
      { horizon: "1d", reactions: 1, abnormalReturn: 0.01, zScore: null },
    ]);
  });

  it("answers nothing to average for a story with no similar one, and undefined for an unknown story", async () => {
    const db = database().db;
    const alone = await makeFeedArticle(db, { title: "A quiet day", datePublished: day(2032, 1), tickers: ["QQQ"], tags: ["markets"] });
    expect(await similarStories(db, alone.id)).toEqual({ stories: [], averagedOver: null, averages: [] });
    expect(await similarStories(db, alone.id + 1_000_000)).toBeUndefined();
  });
});
