import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { linkArticleMarkets, listSourceStates, readPriceHistories, toggleWatchlistEntry, upsertMarketSnapshots } from "@tradewire/db";
import { makeArticle, makeUser } from "@tradewire/db/testing/factories";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshMarketPrices } from "./refresh-market-prices.job";
import { runAttempt } from "../runners/job-runner";
import { jobContextForTest } from "../testing/job-context-for-test";
import { startFixtureServer, type FixtureServer } from "@tradewire/platform/testing";
import type { MarketSnapshot } from "./market-snapshot";
import { loadReplayMarkets, replayPrice, replaySnapshots } from "./replay-markets";

const fixture = (name: string) => readFileSync(new URL(`../testing/fixtures/${name}`, import.meta.url), "utf8");
const HOUR_MS = 3_600_000;

describe.each(testEngines)("refresh-market-prices on %s", (engine) => {
  let database: TestDatabase;
  let server: FixtureServer;
  let clobAnswer: (response: ServerResponse) => void;
  const clobAsked: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    clobAnswer = (response) => response.writeHead(200, { "content-type": "application/json" }).end(fixture("polymarket_clob_prices_history.json"));
    server = await startFixtureServer({
      "/clob/prices-history": (request, response) => {
        clobAsked.push(request.url ?? "");
        clobAnswer(response);
      },
      "/kalshi/series/KXTARIFFEUAUTO/markets/KXTARIFFEUAUTO-26-T25/candlesticks": (_request, response) =>
        response.writeHead(200, { "content-type": "application/json" }).end(fixture("kalshi_candlesticks.json")),
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  /** Stores markets and has someone follow each: the first linked to a fresh story, the rest watchlisted. */
  const followed = async (snapshots: MarketSnapshot[]) => {
    const { created } = await upsertMarketSnapshots(database.db, snapshots);
    const [first, ...rest] = created;
    const story = await makeArticle(database.db);
    await linkArticleMarkets(database.db, [{ articleId: story.id, marketId: first!.id }]);
    const user = await makeUser(database.db);
    for (const market of rest) await toggleWatchlistEntry(database.db, user.id, market.id);
    return created;
  };

  it("replays the last 48 hours of the followed replay markets' paths, then only what is new, and nothing of the rest", async () => {
    const replay = replaySnapshots(new Date()).filter((market) => !market.closed);
    const [linked, watched] = await followed(replay.slice(0, 2));
    const { created: ignored } = await upsertMarketSnapshots(database.db, replay.slice(2, 3));
    const { context } = await jobContextForTest(database, { SOURCES: "replay" });
    await runAttempt(refreshMarketPrices, {}, context, 1);

    const histories = await readPriceHistories(database.db, [linked!.id, watched!.id, ignored[0]!.id], new Date(0));
    for (const market of [linked!, watched!]) {
      const history = histories.get(market.id)!;
      expect(history.length).toBeGreaterThanOrEqual(287);
      expect(history[0]!.at.getTime()).toBeGreaterThan(Date.now() - 48 * HOUR_MS);
      const path = loadReplayMarkets().find((candidate) => candidate.external_id === market.externalId)!;
      expect(history.at(-1)!.price).toBe(replayPrice(path, history.at(-1)!.at.getTime()));
    }
    expect(histories.get(ignored[0]!.id)).toEqual([]);

    const before = histories.get(linked!.id)!.length;
    await runAttempt(refreshMarketPrices, {}, context, 1);
    const again = (await readPriceHistories(database.db, [linked!.id], new Date(0))).get(linked!.id)!;
    expect(again.length - before).toBeLessThanOrEqual(1);

    // A member opening a market nobody follows brings its history in at once.
    await runAttempt(refreshMarketPrices, { marketIds: [ignored[0]!.id] }, context, 1);
    expect((await readPriceHistories(database.db, [ignored[0]!.id], new Date(0))).get(ignored[0]!.id)!.length).toBeGreaterThanOrEqual(287);
  });

  it("reads live histories from the CLOB and Kalshi's candlesticks, and backs off a throttled platform alone", async () => {
    const base = { slug: null, eventUrl: "https://example.test", volume: 1, startDate: null, endDate: null, closed: false, probability: 0.2, probabilityChange24h: null, tags: [] };
    const [polymarket, kalshi] = await followed([
      { ...base, platform: "polymarket", externalId: "live-1", question: "Live Polymarket market?", outcomes: [{ outcome: "Yes", price: 0.2, tokenId: "5738712689812219830622387807131666182703321044414608369830690018474400176159" }] },
      { ...base, platform: "kalshi", externalId: "KXTARIFFEUAUTO-26-T25", question: "Live Kalshi market?", outcomes: [{ outcome: "Yes", price: 0.2, tokenId: null }] },
    ]);
    // The fixtures' points are older than the 48 h window a first fetch asks for; the adapters return them all anyway.
    const { context } = await jobContextForTest(database, { SOURCES: "live", POLYMARKET_CLOB_URL: `${server.url}/clob`, KALSHI_API_URL: `${server.url}/kalshi` });
    await runAttempt(refreshMarketPrices, { marketIds: [polymarket!.id, kalshi!.id] }, context, 1);
    const histories = await readPriceHistories(database.db, [polymarket!.id, kalshi!.id], new Date(0));
    expect(histories.get(polymarket!.id)!.map((point) => point.price)).toEqual([0.17, 0.171, 0.185, 0.19, 0.2, 0.215, 0.235]);
    expect(histories.get(kalshi!.id)!.map((point) => point.price)).toEqual([0.22, 0.24, 0.24]);

    clobAnswer = (response) => response.writeHead(429, { "retry-after": "600" }).end("slow down");
    await runAttempt(refreshMarketPrices, {}, context, 1);
    const states = Object.fromEntries((await listSourceStates(database.db)).map((state) => [state.sourceId, state]));
    expect(states["polymarket-prices"]!.consecutiveFailures).toBe(1);
    expect(states["polymarket-prices"]!.nextPollAt.getTime()).toBeGreaterThanOrEqual(Date.now() + 590_000);
    expect(states["kalshi-prices"]).toMatchObject({ consecutiveFailures: 0 });
    // Every ask is bounded by startTs, never a whole interval: at most the 48 h window, after the newest stored point.
    const asked = new URL(clobAsked.filter((url) => url.includes("market=5738712689")).at(-1)!, "http://x").searchParams;
    expect(asked.has("interval")).toBe(false);
    expect(Number(asked.get("startTs")) * 1000).toBeGreaterThanOrEqual(Date.now() - 48 * HOUR_MS - 60_000);
  });
});
