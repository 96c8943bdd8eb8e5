import { readFileSync } from "node:fs";
import type { PredictionMarket } from "@tradewire/core";
import { listSourceStates, tables } from "@tradewire/db";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestMarkets } from "./ingest-markets.job";
import { currentMarketMode } from "../news/feed-mode";
import { runAttempt } from "../runners/job-runner";
import { jobContextForTest } from "../testing/job-context-for-test";
import { startFixtureServer, type FixtureServer } from "@tradewire/platform/testing";

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../testing/fixtures/${name}`, import.meta.url), "utf8")) as Record<string, unknown[]>;

const marketsOf = (published: { event: string; payload: unknown }[], event: string) =>
  published.filter((entry) => entry.event === event).map((entry) => entry.payload as PredictionMarket);

describe.each(testEngines)("ingest-markets on %s (Polymarket and Kalshi on a loopback server)", (engine) => {
  let database: TestDatabase;
  let server: FixtureServer;
  let kalshiAnswer: { status: number; body: unknown; headers?: Record<string, string> };
  let hormuzPrices = '["0.0415", "0.9585"]';

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const keyset = fixture("polymarket_gamma_markets_keyset.json");
    kalshiAnswer = { status: 200, body: { ...fixture("kalshi_markets.json"), cursor: "" } };
    server = await startFixtureServer({
      "/gamma/markets/keyset": (request, response) => {
        const markets = (keyset.markets as Record<string, unknown>[]).map((market) => (market.id === "861004" ? { ...market, outcomePrices: hormuzPrices } : market));
        const paged = new URL(request.url ?? "/", "http://x").searchParams.has("after_cursor");
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(paged ? { markets: [] } : { markets, next_cursor: "more" }));
      },
      "/kalshi/markets": (_request, response) => {
        response.writeHead(kalshiAnswer.status, { "content-type": "application/json", ...kalshiAnswer.headers }).end(JSON.stringify(kalshiAnswer.body));
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const context = async () =>
    jobContextForTest(database, {
      SOURCES: "live",
      POLYMARKET_GAMMA_URL: `${server.url}/gamma`,
      KALSHI_API_URL: `${server.url}/kalshi`,
    });
  const makeDueAgain = () => database.db.execute(sql`update ${tables.sourceStates} set next_poll_at = now() - interval '1 second'`);

  it("stores both platforms' markets, announces each new one once, and keeps each platform's health", async () => {
    const { context: job, published } = await context();
    await runAttempt(ingestMarkets, {}, job, 1);
    const created = marketsOf(published, "market.created");
    expect(created.map((market) => `${market.platform}:${market.question}`).sort()).toEqual([
      "kalshi:Fed decision in Sep 2026?",
      "kalshi:Will Iran close the Strait of Hormuz?",
      "kalshi:Will the US put a 25%+ tariff on EU cars before 2027?",
      "polymarket:Iran closes the Strait of Hormuz by October 31?",
      "polymarket:US 25%+ tariff on EU cars before 2027?",
    ].sort());
    const cars = created.find((market) => market.platform === "polymarket" && market.question.startsWith("US 25%"))!;
    expect(cars).toMatchObject({ probability: 0.235, event_url: "https://polymarket.com/event/us-25-tariff-on-eu-cars-before-2027", closed: false });
    expect(cars.outcomes[0]!.token_id).toMatch(/^\d{77}$/);

    const states = Object.fromEntries((await listSourceStates(database.db)).map((state) => [state.sourceId, state]));
    expect(states.polymarket).toMatchObject({ consecutiveFailures: 0, itemsSeen: 2, itemsNew: 2 });
    expect(states.kalshi).toMatchObject({ consecutiveFailures: 0, itemsSeen: 3, itemsNew: 3 });
  });

  it("announces only the markets that changed, and backs off a throttled platform without holding back the other", async () => {
    hormuzPrices = '["0.0815", "0.9185"]';
    kalshiAnswer = { status: 429, body: { error: "too many requests" }, headers: { "retry-after": "120" } };
    await makeDueAgain();
    const { context: job, published } = await context();
    await runAttempt(ingestMarkets, {}, job, 1);
    expect(marketsOf(published, "market.created")).toEqual([]);
    expect(marketsOf(published, "market.updated").map((market) => [market.question, market.probability])).toEqual([
      ["Iran closes the Strait of Hormuz by October 31?", 0.0815],
    ]);
    const states = Object.fromEntries((await listSourceStates(database.db)).map((state) => [state.sourceId, state]));
    expect(states.kalshi!.consecutiveFailures).toBe(1);
    expect(states.kalshi!.lastError).toMatch(/HTTP 429/);
    expect(states.kalshi!.nextPollAt.getTime()).toBeGreaterThanOrEqual(Date.now() + 110_000);
    expect(states.polymarket).toMatchObject({ consecutiveFailures: 0, itemsSeen: 4, itemsNew: 2 });
  });

  it("asks no platform with SOURCES=replay, and serves the replay markets in their place", async () => {
    await makeDueAgain();
    const { context: job, published } = await jobContextForTest(database, { SOURCES: "replay", POLYMARKET_GAMMA_URL: `${server.url}/gamma` });
    const before = server.requests.length;
    await runAttempt(ingestMarkets, {}, job, 1);
    expect(server.requests.length).toBe(before);
    const created = marketsOf(published, "market.created");
    expect(created.length).toBeGreaterThanOrEqual(40);
    expect(new Set(created.map((market) => market.platform))).toEqual(new Set(["polymarket", "kalshi"]));
  });
});

describe.each(testEngines)("ingest-markets on %s while both platforms are unreachable", (engine) => {
  let database: TestDatabase;
  let server: FixtureServer;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const down = (_request: unknown, response: import("node:http").ServerResponse) => response.writeHead(503).end("maintenance");
    server = await startFixtureServer({ "/gamma/markets/keyset": down, "/gamma/markets": down, "/kalshi/markets": down });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it("falls back to the replay markets on the first failed tick, and says so", async () => {
    const { context: job, published } = await jobContextForTest(database, {
      SOURCES: "live",
      POLYMARKET_GAMMA_URL: `${server.url}/gamma`,
      KALSHI_API_URL: `${server.url}/kalshi`,
    });
    await runAttempt(ingestMarkets, {}, job, 1);
    expect(await currentMarketMode(job)).toBe("fallback");
    expect(marketsOf(published, "market.created").length).toBeGreaterThanOrEqual(40);
    expect(marketsOf(published, "market.created").map((market) => market.question)).toContain("Will Iran seize a commercial tanker in the Strait of Hormuz by Dec 31?");
  });
});
