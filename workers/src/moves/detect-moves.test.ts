import { DEFAULT_MOVE_THRESHOLDS, fiveMinuteSigma, type MoveThresholds, stockMoveAt } from "@tradewire/core/domain/moves/detect-move";
import { indexBars } from "@tradewire/core/domain/reactions/reaction-prices";
import type { Move } from "@tradewire/core";
import { sessionOn, type TradingSession } from "@tradewire/core/domain/trading-calendar";
import { appendMarketPricePoints, findMarkets, findMoves, linkArticleMarkets } from "@tradewire/db";
import { makeFeedArticle, makePredictionMarket } from "@tradewire/db/testing/factories";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReplayProvider, createYahooProvider } from "../prices/price-providers";
import { createServer } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { jobContextForTest } from "../testing/job-context-for-test";
import { detectMovesFrom } from "./detect-moves";

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Monday 23 November 2026, 10:12 New York: the bar of 10:05-10:10 is the last closed one. */
const now = new Date("2026-11-23T15:12:00Z");
const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
/** Every abnormal 5 minutes is a move: which stocks move is then known without reading the replay's random paths. */
const ANY_MOVE: MoveThresholds = { ...DEFAULT_MOVE_THRESHOLDS, sigmas: 1e-9, minReturn: 0 };

describe.each(testEngines)("detect-moves on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("stores a stock's move once, as core measures it on the same bars, with the story naming it ranked first", async () => {
    const { db } = database;
    const { context, published } = await jobContextForTest(database);
    const naming = await makeFeedArticle(db, { title: "Nvidia slides on new export curbs", datePublished: minutesBefore(40), tickers: ["NVDA"] });
    const alike = await makeFeedArticle(db, { title: "AMD wins chip order", datePublished: minutesBefore(5), tickers: ["AMD"], relatedTickers: ["NVDA"] });
    // Three hours before: NVDA is in the news, but the story is outside the two hours before the move.
    await makeFeedArticle(db, { title: "Nvidia's old news", datePublished: minutesBefore(180), tickers: ["NVDA"] });
    const provider = createReplayProvider({ now: () => now });
    const detect = (thresholds: MoveThresholds) => detectMovesFrom({ db, provider, publish: context.publish, now, thresholds, benchmarks: [], markets: [], marketPrices: "replay", everyMs: MINUTE });

    expect(await detect(ANY_MOVE)).toEqual({ moves: 2 });
    const moves = (await findMoves(db, { limit: 10 })).filter((move) => move.kind === "stock");
    expect(moves.map((move) => move.symbol).sort()).toEqual(["AMD", "NVDA"]);
    const nvda = moves.find((move) => move.symbol === "NVDA")!;
    // What core finds on the replay's bars of NVDA against SPY.
    const session = sessionOn("2026-11-23") as TradingSession;
    const bars = async (symbol: string) => indexBars({ fiveMinute: await provider.history(symbol, { interval: "5m", from: new Date(now.getTime() - 35 * DAY), to: now }), daily: [] });
    const [stock, spy] = [await bars("NVDA"), await bars("SPY")];
    const expected = stockMoveAt({ now: now.getTime(), stock, benchmark: spy, sigma: fiveMinuteSigma(stock, spy, session), thresholds: ANY_MOVE })!;
    expect(nvda).toMatchObject({ benchmark: "SPY", abnormalReturn: expected.abnormalReturn, zScore: expected.zScore, fromValue: expected.from, toValue: expected.to, priceSource: "replay" });
    expect(nvda.endsAt.toISOString()).toBe("2026-11-23T15:10:00.000Z");
    expect(nvda.stories.map((story) => story.id)).toEqual([naming.id, alike.id]);
    expect(nvda.stories[0]!.evidence[0]).toEqual({ kind: "named", detail: "names NVDA" });
    expect(nvda.stories[1]!.evidence[0]).toEqual({ kind: "related", detail: "moves NVDA without naming it" });
    const pushed = published.filter((event) => event.event === "move.detected").map((event) => event.payload as Move);
    expect(pushed.map((move) => move.ticker).sort()).toEqual(["AMD", "NVDA"]);

    // Stored once: the next run in the same 5 minutes finds the same bar and stores nothing.
    expect(await detect(ANY_MOVE)).toEqual({ moves: 0 });
    // At the real thresholds (3σ and 1%), a move only where core says so.
    const real = stockMoveAt({ now: now.getTime() + 5 * MINUTE, stock, benchmark: spy, sigma: fiveMinuteSigma(stock, spy, session), thresholds: DEFAULT_MOVE_THRESHOLDS });
    expect(real).toBeNull();
  });

  it("stores a market's jump of 7 points once, with the story linked to it first", async () => {
    const { db } = database;
    const { context, published } = await jobContextForTest(database);
    // Saturday: no stock has a session, so only the market can move.
    const saturday = new Date("2026-11-28T15:12:00Z");
    const before = (minutes: number) => new Date(saturday.getTime() - minutes * MINUTE);
    const market = await makePredictionMarket(db, { question: "Will Iran close the Strait of Hormuz in 2026?", slug: "hormuz-2026" });
    const story = (title: string, minutes: number, tags: string[] = []) => makeFeedArticle(db, { title, datePublished: before(minutes), tags });
    const linked = await story("Tanker rates jump after Gulf incident", 50);
    await linkArticleMarkets(db, [{ articleId: linked.id, marketId: market.id }]);
    const alike = await story("Iran threatens to close Hormuz", 15, ["middle-east"]);
    await story("Bank of England holds rates", 10);
    await appendMarketPricePoints(db, market.id, [
      { at: before(25), price: 0.4 },
      { at: before(10), price: 0.43 },
    ]);
    // Its probability as the markets' ingest last read it (now) becomes the path's newest point.
    const [row] = await findMarkets(db, [market.id]);
    const followed = { ...row!, probability: 0.47, updatedAt: saturday, tags: ["middle-east"] };
    const detect = (at: Date) =>
      detectMovesFrom({ db, provider: createReplayProvider({ now: () => at }), publish: context.publish, now: at, thresholds: DEFAULT_MOVE_THRESHOLDS, benchmarks: [], markets: [followed], marketPrices: "replay", everyMs: MINUTE });

    expect(await detect(saturday)).toEqual({ moves: 1 });
    const [move] = await findMoves(db, { limit: 5, marketId: market.id });
    expect(move).toMatchObject({ kind: "market", question: "Will Iran close the Strait of Hormuz in 2026?", fromValue: 0.4, toValue: 0.47, priceSource: "replay" });
    expect(move!.startsAt.toISOString()).toBe(before(25).toISOString());
    expect(move!.stories.map((each) => each.id)).toEqual([linked.id, alike.id]);
    expect(move!.stories[0]!.evidence).toEqual([{ kind: "linked", detail: "linked to this market" }]);
    expect(move!.stories[1]!.evidence.map((each) => each.kind)).toEqual(["tags", "words"]);
    const pushed = published.filter((event) => event.event === "move.detected").map((event) => event.payload as Move);
    expect(pushed.map((each) => [each.kind, each.points, each.stories.length])).toEqual([["market", 7, 2]]);
    // The jump lasts: within 30 minutes of it, it is not a second move.
    expect(await detect(new Date(saturday.getTime() + 5 * MINUTE))).toEqual({ moves: 0 });
  });

  it("stores a market's jump though the stock prices' source is down, then reports the source's failure", async () => {
    const { db } = database;
    const { context } = await jobContextForTest(database);
    const before = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
    await makeFeedArticle(db, { title: "Chipmakers rally", datePublished: before(30), tickers: ["AMD"] });
    const market = await makePredictionMarket(db, { question: "Will the Fed cut rates in December?" });
    await appendMarketPricePoints(db, market.id, [{ at: before(20), price: 0.3 }]);
    const [row] = await findMarkets(db, [market.id]);
    // Yahoo, refusing connections: a port that was listening a moment ago and is closed.
    const closed = createServer().listen(0, "127.0.0.1");
    await once(closed, "listening");
    const { port } = closed.address() as AddressInfo;
    closed.close();
    const down = createYahooProvider({ baseUrl: `http://127.0.0.1:${port}` });
    const run = detectMovesFrom({
      db,
      provider: down,
      publish: context.publish,
      now,
      thresholds: DEFAULT_MOVE_THRESHOLDS,
      benchmarks: [],
      markets: [{ ...row!, probability: 0.4, updatedAt: now }],
      marketPrices: "live",
      everyMs: MINUTE,
    });
    await expect(run).rejects.toMatchObject({ kind: "network" });
    expect((await findMoves(db, { limit: 5, marketId: market.id })).map((move) => [move.fromValue, move.toValue])).toEqual([[0.3, 0.4]]);
  });
});
