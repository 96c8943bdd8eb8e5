import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { SourceError } from "../sources/source-error";
import { startFixtureServer, type FixtureRoute, type FixtureServer } from "@tradewire/platform/testing";
import { createKalshiClient } from "./create-kalshi-client";
import { createPolymarketClient } from "./create-polymarket-client";
import { sourceErrorOf } from "../testing/source-error-of";

const fixture = (name: string) => readFileSync(new URL(`../testing/fixtures/${name}`, import.meta.url), "utf8");
const json = (body: string, status = 200, headers: Record<string, string> = {}): FixtureRoute => (_request, response) => {
  response.writeHead(status, { "content-type": "application/json", ...headers }).end(body);
};
const queryOf = (request: { url?: string | undefined }) => new URL(request.url ?? "/", "http://x").searchParams;

let server: FixtureServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("Polymarket (Gamma and CLOB, real answer formats on a loopback server)", () => {
  it("pages the keyset list and normalises JSON-in-string lists, string volumes and long token ids", async () => {
    const keyset = JSON.parse(fixture("polymarket_gamma_markets_keyset.json")) as { markets: unknown[]; next_cursor: string };
    server = await startFixtureServer({
      "/markets/keyset": (request, response) => {
        const cursor = queryOf(request).get("after_cursor");
        const page = cursor === keyset.next_cursor ? { markets: [keyset.markets[1]] } : { markets: [keyset.markets[0]], next_cursor: keyset.next_cursor };
        json(JSON.stringify(page))(request, response);
      },
    });
    const markets = await createPolymarketClient({ gammaUrl: server.url }).listOpenMarkets(10);
    expect(markets.map((market) => market.externalId)).toEqual(["874120", "861004"]);
    const [cars, hormuz] = markets;
    expect(cars).toMatchObject({
      platform: "polymarket",
      question: "US 25%+ tariff on EU cars before 2027?",
      slug: "us-25-tariff-on-eu-cars-before-2027",
      volume: 1284019.552173,
      closed: false,
      probability: 0.235,
      probabilityChange24h: 0.045,
    });
    expect(cars!.outcomes).toEqual([
      { outcome: "Yes", price: 0.235, tokenId: "57387126898122198306223878071316661827033210444146083698306900184744001761593" },
      { outcome: "No", price: 0.765, tokenId: "42330074437817567738086045658868687487949280734793520740991081586334200255001" },
    ]);
    expect(cars!.endDate?.toISOString()).toBe("2026-12-31T00:00:00.000Z");
    // A market of a multi-market event opens the event's page; its topics come from its tags.
    expect(hormuz!.eventUrl).toBe("https://polymarket.com/event/strait-of-hormuz-closed-by");
    expect(hormuz!.tags).toEqual(["politics", "middle-east", "iran"]);
    expect(server.requests.map((request) => request.path)).toEqual(["/markets/keyset", "/markets/keyset"]);
  });

  it("stops at the limit it was given", async () => {
    const keyset = fixture("polymarket_gamma_markets_keyset.json");
    server = await startFixtureServer({ "/markets/keyset": json(keyset) });
    expect(await createPolymarketClient({ gammaUrl: server.url }).listOpenMarkets(1)).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });

  it.each([404, 410])("falls back to the legacy offset list when the keyset endpoint answers %i", async (status) => {
    server = await startFixtureServer({
      "/markets/keyset": json('{"error":"not found"}', status),
      "/markets": json(fixture("polymarket_gamma_markets_legacy.json")),
    });
    const markets = await createPolymarketClient({ gammaUrl: server.url }).listOpenMarkets(50);
    expect(markets.map((market) => [market.externalId, market.probability])).toEqual([["874120", 0.235]]);
    expect(server.requests.map((request) => request.path)).toEqual(["/markets/keyset", "/markets"]);
  });

  it("skips an entry that is not a market and keeps the rest of the page", async () => {
    const keyset = JSON.parse(fixture("polymarket_gamma_markets_keyset.json")) as { markets: Record<string, unknown>[] };
    const { volume: _volume, volumeNum: _volumeNum, outcomePrices: _prices, clobTokenIds: _tokens, ...sparse } = keyset.markets[0]!;
    server = await startFixtureServer({ "/markets/keyset": json(JSON.stringify({ markets: [{ id: "1" }, sparse] })) });
    const [market, ...rest] = await createPolymarketClient({ gammaUrl: server.url }).listOpenMarkets(10);
    expect(rest).toEqual([]);
    expect(market).toMatchObject({ externalId: "874120", volume: 0 });
    expect(market!.outcomes).toEqual([
      { outcome: "Yes", price: null, tokenId: null },
      { outcome: "No", price: null, tokenId: null },
    ]);
    // Without outcome prices, the best bid and ask still say where the market is.
    expect(market!.probability).toBeCloseTo(0.235, 6);
  });

  it("reads a token's price history oldest first, and an empty history as no points", async () => {
    server = await startFixtureServer({
      "/prices-history": (request, response) =>
        json(fixture(queryOf(request).get("market") === "empty" ? "polymarket_clob_prices_history_empty.json" : "polymarket_clob_prices_history.json"))(request, response),
    });
    const client = createPolymarketClient({ clobUrl: server.url });
    const history = await client.priceHistory("57387126898122198306223878071316661827033210444146083698306900184744001761593", { interval: "1d", fidelity: 60 });
    expect(history).toHaveLength(7);
    expect(history[0]).toEqual({ time: new Date(1760313600 * 1000), price: 0.17 });
    expect(history.at(-1)!.price).toBe(0.235);
    expect(await client.priceHistory("empty")).toEqual([]);
  });

  it("asks only for the points after the newest one stored, when it has one", async () => {
    const asked: URLSearchParams[] = [];
    server = await startFixtureServer({
      "/prices-history": (request, response) => {
        asked.push(queryOf(request));
        json(fixture("polymarket_clob_prices_history_empty.json"))(request, response);
      },
    });
    await createPolymarketClient({ clobUrl: server.url }).priceHistory("1", { since: new Date(1760335200_000), fidelity: 10 });
    expect(Object.fromEntries(asked[0]!)).toEqual({ market: "1", fidelity: "10", startTs: "1760335201" });
  });

  it("turns a 429 into a rate-limit error carrying Retry-After, and a wrong shape into a parse error", async () => {
    server = await startFixtureServer({
      "/markets/keyset": json('{"error":"Too Many Requests"}', 429, { "retry-after": "7" }),
      "/prices-history": json('{"points":[]}'),
    });
    const throttled = await sourceErrorOf(createPolymarketClient({ gammaUrl: server.url }).listOpenMarkets(10));
    expect(throttled).toMatchObject({ kind: "http", status: 429, retryAfterSeconds: 7 });
    const odd = await sourceErrorOf(createPolymarketClient({ clobUrl: server.url }).priceHistory("1"));
    expect(odd.kind).toBe("parse");
    expect(odd.message).toMatch(/^polymarket-clob: unexpected answer/);
  });
});

describe("Kalshi (trade API v2, real answer format on a loopback server)", () => {
  it("reads a market's candlesticks from its series: last trade, else the mid of bid and ask, legacy cents too", async () => {
    const asked: string[] = [];
    server = await startFixtureServer({
      "/series/KXTARIFFEUAUTO/markets/KXTARIFFEUAUTO-26-T25/candlesticks": (request, response) => {
        asked.push(request.url ?? "");
        json(fixture("kalshi_candlesticks.json"))(request, response);
      },
    });
    const history = await createKalshiClient({ baseUrl: server.url }).priceHistory("KXTARIFFEUAUTO-26-T25", {
      from: new Date(1763848800_000),
      to: new Date(1763863200_000),
    });
    expect(asked[0]).toContain("start_ts=1763848800&end_ts=1763863200&period_interval=60");
    // The last candle has no trade and no ask: it is no price at all, not a price of 0.
    expect(history.map((point) => [point.time.getTime() / 1000, point.price])).toEqual([
      [1763852400, 0.22],
      [1763856000, 0.24],
      [1763859600, 0.24],
    ]);
  });

  it("normalises fixed-point dollar strings: mid of bid and ask, volume in contracts, settled markets closed", async () => {
    const asked: URLSearchParams[] = [];
    server = await startFixtureServer({
      "/markets": (request, response) => {
        asked.push(queryOf(request));
        json(JSON.stringify({ ...JSON.parse(fixture("kalshi_markets.json")), cursor: "" }))(request, response);
      },
    });
    const markets = await createKalshiClient({ baseUrl: server.url }).listOpenMarkets(10);
    const byTicker = Object.fromEntries(markets.map((market) => [market.externalId, market]));
    const cars = byTicker["KXTARIFFEUAUTO-26-T25"]!;
    expect(cars).toMatchObject({
      platform: "kalshi",
      question: "Will the US put a 25%+ tariff on EU cars before 2027?",
      eventUrl: "https://kalshi.com/markets/kxtariffeuauto-26",
      closed: false,
      probabilityChange24h: 0.03,
    });
    expect(cars.probability).toBeCloseTo(0.23, 6);
    expect(cars.outcomes.map((outcome) => [outcome.outcome, outcome.price])).toEqual([
      ["Yes", cars.probability],
      ["No", 0.77],
    ]);
    expect(cars.volume).toBe(391044);
    expect(byTicker["KXHORMUZ-26-OCT31"]!.probability).toBeCloseTo(0.0435, 6);
    // Bid and ask at 0.0000 mean no quotes: the last trade is the price; a finalized market is closed.
    expect(byTicker["KXFEDDECISION-26SEP-C25"]).toMatchObject({ closed: true, probability: 0.99 });
    expect(asked[0]?.get("status")).toBe("open");
    expect(asked[0]?.get("mve_filter")).toBe("exclude");
  });

  it("follows the cursor until it is empty", async () => {
    const [first, second] = (JSON.parse(fixture("kalshi_markets.json")) as { markets: unknown[] }).markets;
    server = await startFixtureServer({
      "/markets": (request, response) =>
        json(JSON.stringify(queryOf(request).get("cursor") === "page-2" ? { markets: [second], cursor: "" } : { markets: [first], cursor: "page-2" }))(request, response),
    });
    const markets = await createKalshiClient({ baseUrl: server.url }).listOpenMarkets(10);
    expect(markets).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
  });
});
