import { readFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKalshiClient } from "../markets/create-kalshi-client";
import { createPolymarketClient } from "../markets/create-polymarket-client";
import type { MarketPricePoint, MarketSnapshot } from "../markets/market-snapshot";
import { createTelegramBot, DeliveryError, type SourceFormat } from "@tradewire/platform";
import { fetchYahooChart } from "../prices/fetch-yahoo-chart";
import { PriceProviderError } from "../prices/price-provider-error";
import { type FixtureServer, startFixtureServer, telegramFixture } from "@tradewire/platform/testing";
import { fetchSource } from "./fetch-source";
import type { FeedItem } from "./feed-item";
import { SourceError } from "./source-error";

/**
 * Every adapter of an outside source, fed what a broken or hostile server answers: a real answer cut short
 * at any byte, a real answer with one character changed, random text and bytes, JSON of any shape, an
 * endless body and a server that never answers. Each either reads well-formed values or fails with its own
 * typed error (the kind the poller turns into backoff and a health note): never a TypeError, a NaN price or
 * an invalid date that would reach a trader's screen.
 */

const fixture = (name: string) => readFileSync(new URL(`../testing/fixtures/${name}`, import.meta.url), "utf8");
/** Runs per adapter; with six adapters, about 1,200 answers in all. */
const RUNS = 200;
const SEED = 20261123;
const TIMEOUT_MS = 400;

/** What the test server answers next: its body and content type, or one of the two misbehaviours. */
type Answer = { body: string | Uint8Array; type: string } | "endless" | "silent";
let next: Answer = { body: "", type: "text/plain" };

const finite = (value: number | null) => value === null || Number.isFinite(value);
const validDate = (value: Date | null) => value === null || !Number.isNaN(value.getTime());
const probability = (value: number | null) => value === null || (value >= 0 && value <= 1);

const wellFormed = {
  feedItem: (item: FeedItem) =>
    item.title.trim().length > 0 && /^https?:\/\//.test(item.url) && validDate(item.publishedAt) && typeof item.source === "string",
  market: (market: MarketSnapshot) =>
    market.externalId.length > 0 &&
    market.question.length > 0 &&
    finite(market.volume) &&
    probability(market.probability) &&
    finite(market.probabilityChange24h) &&
    validDate(market.startDate) &&
    validDate(market.endDate) &&
    market.outcomes.every((outcome) => probability(outcome.price)),
  /** Both platforms price a Yes share between 0 and 1 dollar. */
  point: (point: MarketPricePoint) => validDate(point.time) && point.price >= 0 && point.price <= 1,
};

/** One answer a broken server might give, made from a real answer of the same source. */
const garbageFrom = (real: string, type: string): fc.Arbitrary<Answer> =>
  fc.oneof(
    fc.nat({ max: real.length }).map((cut) => ({ body: real.slice(0, cut), type })),
    fc
      .tuple(fc.nat({ max: Math.max(0, real.length - 1) }), fc.constantFrom("<", ">", "\"", "{", "}", "[", "]", ",", ":", "&", "\u0000", "\uFFFD", "9", "-"))
      .map(([at, char]) => ({ body: real.slice(0, at) + char + real.slice(at + 1), type })),
    fc.string({ maxLength: 300, unit: "binary" }).map((body) => ({ body, type })),
    fc.uint8Array({ maxLength: 300 }).map((body) => ({ body, type })),
    fc.jsonValue({ maxDepth: 4 }).map((value) => ({ body: JSON.stringify(value) ?? "null", type: "application/json" })),
  );

/** Calls the adapter with each generated answer: it must resolve to well-formed values or reject with its own error type. */
async function feedGarbage<T>(
  answers: fc.Arbitrary<Answer>,
  call: () => Promise<T>,
  ownError: new (...args: never[]) => Error,
  valid: (result: T) => boolean,
): Promise<{ read: number; refused: number }> {
  const tally = { read: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(answers, async (answer) => {
      next = answer;
      const outcome = await call().then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      );
      if ("error" in outcome) {
        expect(outcome.error).toBeInstanceOf(ownError);
        tally.refused++;
      } else {
        expect(valid(outcome.result)).toBe(true);
        tally.read++;
      }
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  // Both branches ran: the generator reaches past the adapter's error path, so "well-formed" was checked too.
  expect(tally.refused).toBeGreaterThan(0);
  expect(tally.read).toBeGreaterThan(0);
  return tally;
}

/** The endless body and the silent server, each once: the adapter gives up with its own error within its timeout. */
async function misbehaviours(call: () => Promise<unknown>, ownError: new (...args: never[]) => Error) {
  for (const answer of ["endless", "silent"] as const) {
    next = answer;
    const started = performance.now();
    const error = await call().then(
      () => undefined,
      (rejection: unknown) => rejection,
    );
    expect(error, answer).toBeInstanceOf(ownError);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 3_000);
  }
}

describe("outside-source adapters fed broken, truncated, huge and slow answers", () => {
  let server: FixtureServer;

  beforeAll(async () => {
    server = await startFixtureServer({});
    // Every path answers `next`, whatever the adapter asks for.
    server.fallback = (_request, response) => {
      const answer = next;
      if (answer === "silent") return;
      if (answer === "endless") {
        const chunk = Buffer.alloc(64 * 1024, "[1,");
        response.writeHead(200, { "content-type": "application/json" });
        const pump = () => {
          while (!response.destroyed && response.write(chunk));
          if (!response.destroyed) response.once("drain", pump);
        };
        return pump();
      }
      response.writeHead(200, { "content-type": answer.type }).end(answer.body);
    };
  });
  afterAll(async () => {
    await server?.close();
  });

  const newsSource = (format: SourceFormat) => ({ id: `garbage-${format}`, name: format, format, url: `${server.url}/feed`, intervalSeconds: 300, wire: false });
  const news = (format: SourceFormat) => async () => {
    const outcome = await fetchSource(newsSource(format), { etag: null, lastModified: null }, { timeoutMs: TIMEOUT_MS, maxBytes: 512 * 1024 });
    return outcome.status === "ok" ? outcome.items : [];
  };

  it.each([
    ["RSS", "rss" as const, "rss2_bbc_style_world.xml", "application/rss+xml"],
    ["Atom", "atom" as const, "atom_1.0_sample.xml", "application/atom+xml"],
    ["GDELT", "gdelt" as const, "gdelt_doc_artlist.json", "application/json"],
  ])("news feeds (%s): well-formed stories or a SourceError", async (_name, format, real, type) => {
    await feedGarbage(garbageFrom(fixture(real), type), news(format), SourceError, (items) => items.every(wellFormed.feedItem));
    await misbehaviours(news(format), SourceError);
  });

  it("Polymarket markets and price histories: well-formed markets and points or a SourceError", async () => {
    const client = createPolymarketClient({ gammaUrl: server.url, clobUrl: server.url, timeoutMs: TIMEOUT_MS });
    const markets = () => client.listOpenMarkets(20);
    await feedGarbage(garbageFrom(fixture("polymarket_gamma_markets_keyset.json"), "application/json"), markets, SourceError, (rows) => rows.every(wellFormed.market));
    const history = () => client.priceHistory("123");
    await feedGarbage(garbageFrom(fixture("polymarket_clob_prices_history.json"), "application/json"), history, SourceError, (points) => points.every(wellFormed.point));
    await misbehaviours(markets, SourceError);
  });

  it("Kalshi markets and candlesticks: well-formed markets and points or a SourceError", async () => {
    const client = createKalshiClient({ baseUrl: server.url, timeoutMs: TIMEOUT_MS });
    const markets = () => client.listOpenMarkets(20);
    await feedGarbage(garbageFrom(fixture("kalshi_markets.json"), "application/json"), markets, SourceError, (rows) => rows.every(wellFormed.market));
    const history = () => client.priceHistory("KXTARIFF-26DEC31", { from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-11-02T00:00:00Z") });
    await feedGarbage(garbageFrom(fixture("kalshi_candlesticks.json"), "application/json"), history, SourceError, (points) => points.every(wellFormed.point));
    await misbehaviours(markets, SourceError);
  });

  it("Yahoo charts: finite bars in time order or a PriceProviderError", async () => {
    const chart = () =>
      fetchYahooChart(server.url, "^GSPC", { interval: "1d", from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-11-06T00:00:00Z") }, TIMEOUT_MS);
    await feedGarbage(garbageFrom(fixture("yahoo_chart_v8_GSPC_range5d_interval1d.json"), "application/json"), chart, PriceProviderError, (bars) =>
      bars.every((bar, index) => Number.isFinite(bar.time) && Number.isFinite(bar.close) && (index === 0 || bar.time > bars[index - 1]!.time)),
    );
    await misbehaviours(chart, PriceProviderError);
  });

  it("Telegram updates: updates with ids or a DeliveryError, and the bot token never in an error", async () => {
    const token = "123456:secret-bot-token";
    const bot = createTelegramBot({ token, apiBase: server.url, timeoutMs: TIMEOUT_MS });
    const updates = async () => {
      try {
        return await bot.getUpdates(0, 0);
      } catch (error) {
        expect(String((error as Error).message)).not.toContain("secret-bot-token");
        throw error;
      }
    };
    await feedGarbage(garbageFrom(telegramFixture("getUpdates_start_deeplink.json"), "application/json"), updates, DeliveryError, (rows) =>
      rows.every((update) => Number.isSafeInteger(update.update_id)),
    );
    await misbehaviours(updates, DeliveryError);
  });
});
