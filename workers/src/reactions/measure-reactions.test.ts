import { measureReaction } from "@tradewire/core/domain/reactions/measure-reaction";
import { makeFeedArticle } from "@tradewire/db/testing/factories";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReplayProvider } from "../prices/price-providers";
import { jobContextForTest } from "../testing/job-context-for-test";
import { measureReactionsFrom } from "./measure-reactions";

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Monday 23 November 2026, 10:12 New York (15:12 UTC): the session opened at 14:30 UTC. */
const broke = new Date("2026-11-23T15:12:00Z");

describe.each(testEngines)("measure-reactions on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("measures each named ticker's reaction once its horizon closes, against its benchmark, and pushes the story", async () => {
    const { db } = database;
    const { context, published } = await jobContextForTest(database);
    const story = await makeFeedArticle(db, { title: "Nvidia wins Gulf deal", datePublished: broke, tickers: ["NVDA"] });
    const run = (now: Date) =>
      measureReactionsFrom({ db, provider: createReplayProvider({ now: () => now }), publish: context.publish, now, benchmarks: [], minutes: {}, everyMs: MINUTE });
    const reactionsPushed = () =>
      published
        .filter((event) => event.event === "article.updated")
        .map((event) => (event.payload as { reactions: { ticker: string; horizon: string; benchmark: string; abnormal_return: number; z_score: number | null }[] }).reactions);

    // 10:16: the 5-minute horizon (to 10:17) is still open.
    expect(await run(new Date(broke.getTime() + 4 * MINUTE))).toEqual({ measured: 0, stories: 0 });
    expect(published).toEqual([]);

    const at = new Date(broke.getTime() + 8 * MINUTE);
    expect(await run(at)).toEqual({ measured: 1, stories: 1 });
    // What core measures from the same bars (the replay paths): NVDA against SPY, a US listing's benchmark.
    const provider = createReplayProvider({ now: () => at });
    const bars = async (symbol: string) => ({
      fiveMinute: await provider.history(symbol, { interval: "5m", from: new Date(broke.getTime() - 35 * DAY), to: at }),
      daily: await provider.history(symbol, { interval: "1d", from: new Date(broke.getTime() - 190 * DAY), to: at }),
    });
    const expected = measureReaction({ published: broke.getTime(), horizon: "5m", now: at.getTime(), stock: await bars("NVDA"), benchmark: await bars("SPY") })!;
    expect(expected.sigma).not.toBeNull();
    expect(reactionsPushed()).toEqual([[{ ticker: "NVDA", horizon: "5m", benchmark: "SPY", abnormal_return: expected.abnormalReturn, z_score: expected.zScore }]]);

    // Nothing new until the next horizon closes; then the 30-minute one, and a session later the day's, each once.
    published.length = 0;
    expect(await run(new Date(at.getTime() + MINUTE))).toEqual({ measured: 0, stories: 0 });
    expect(await run(new Date(broke.getTime() + 31 * MINUTE))).toEqual({ measured: 1, stories: 1 });
    expect(await run(new Date(broke.getTime() + DAY + MINUTE))).toEqual({ measured: 1, stories: 1 });
    expect(reactionsPushed().at(-1)!.map((reaction) => reaction.horizon)).toEqual(["5m", "30m", "1d"]);
    expect(await run(new Date(broke.getTime() + DAY + 2 * MINUTE))).toEqual({ measured: 0, stories: 0 });
    expect(story.id).toBeGreaterThan(0);
  });

  it("counts a story from after the close from the next open: Friday evening's 5 minutes are Monday's first", async () => {
    const { db } = database;
    const { context, published } = await jobContextForTest(database);
    // Friday 20 November, 20:00 New York.
    await makeFeedArticle(db, { title: "Tariff threat on chips", datePublished: new Date("2026-11-21T01:00:00Z"), tickers: ["AMD"] });
    const run = (now: Date) =>
      measureReactionsFrom({ db, provider: createReplayProvider({ now: () => now }), publish: context.publish, now, benchmarks: [], minutes: {}, everyMs: MINUTE });
    expect(await run(new Date("2026-11-23T14:34:00Z"))).toEqual({ measured: 0, stories: 0 });
    expect(await run(new Date("2026-11-23T14:36:00Z"))).toMatchObject({ measured: 1 });
    const amd = published.map((event) => event.payload as { title: string; reactions: { horizon: string }[] }).find((story) => story.title === "Tariff threat on chips")!;
    expect(amd.reactions.map((reaction) => reaction.horizon)).toEqual(["5m"]);
  });

  it("does not measure a benchmark against itself: a story naming SPY and AMZN gets AMZN's reaction only", async () => {
    const { db } = database;
    const { context, published } = await jobContextForTest(database);
    await makeFeedArticle(db, { title: "Stocks slip as Amazon warns", datePublished: broke, tickers: ["SPY", "AMZN"] });
    const at = new Date(broke.getTime() + 8 * MINUTE);
    await measureReactionsFrom({ db, provider: createReplayProvider({ now: () => at }), publish: context.publish, now: at, benchmarks: [], minutes: {}, everyMs: MINUTE });
    const story = published.map((event) => event.payload as { title: string; reactions: { ticker: string }[] }).find((each) => each.title === "Stocks slip as Amazon warns")!;
    expect(story.reactions.map((reaction) => reaction.ticker)).toEqual(["AMZN"]);
  });

  it("measures a fund against its own listing's benchmark: FXI, US-listed, against SPY even where BENCHMARKS makes it China's", async () => {
    const { db } = database;
    const { context, published } = await jobContextForTest(database);
    await makeFeedArticle(db, { title: "China stocks slide on tariff threat", datePublished: broke, tickers: ["FXI"] });
    const at = new Date(broke.getTime() + 8 * MINUTE);
    await measureReactionsFrom({ db, provider: createReplayProvider({ now: () => at }), publish: context.publish, now: at, benchmarks: ["China=FXI"], minutes: {}, everyMs: MINUTE });
    const story = published.map((event) => event.payload as { title: string; reactions: { ticker: string; benchmark: string }[] }).find((each) => each.title === "China stocks slide on tariff threat")!;
    expect(story.reactions.map((reaction) => [reaction.ticker, reaction.benchmark])).toEqual([["FXI", "SPY"]]);
  });
});
