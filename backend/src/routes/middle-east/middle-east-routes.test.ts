import { oilPricesSchema, predictionEventsSchema } from "@tradewire/core";
import { linkArticleMarkets, sessionBarsKey, storeSessionBars, upsertMarketSnapshots } from "@tradewire/db";
import { makeArticle } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

const MINUTE = 60_000;

describe.each(testEngines)("Middle East routes on %s (replay prices)", (engine) => {
  let app: TestServer;
  let trader: string;

  beforeAll(async () => {
    app = await startTestServer(engine, { env: { PRICE_SOURCE: "replay" } });
    trader = await app.tokenFor("trader@demo.local");
  });
  afterAll(async () => {
    await app?.close();
  });

  const oil = () => fetch(`${app.url}/api/middle-east/oil`);

  it("answers 503 with Retry-After before the first fetch, and queues the fetch that then answers", async () => {
    const early = await oil();
    expect(early.status).toBe(503);
    expect(early.headers.get("retry-after")).toBe("5");
    expect(await readJson(early)).toEqual({ error: "service_unavailable", message: "Oil prices are being fetched; try again in a few seconds" });

    await expect.poll(async () => (await oil()).status, { timeout: 15_000, interval: 250 }).toBe(200);
  });

  it("serves anyone the last session's replayed USO closes, one a minute, oldest first", async () => {
    const answer = await oil();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=15");
    const body = await readJson(answer);
    expect(Object.keys(body).sort()).toEqual(["bars", "mode", "symbol"]);
    const prices = oilPricesSchema.parse(body);
    expect(prices).toMatchObject({ symbol: "USO", mode: "replay" });
    expect(prices.bars.length).toBeGreaterThan(0);
    expect(prices.bars.length).toBeLessThanOrEqual(390);
    for (const [index, bar] of prices.bars.entries()) {
      expect(Object.keys(bar).sort()).toEqual(["close", "time"]);
      expect(bar.close).toBeGreaterThan(0);
      if (index > 0) expect(bar.time - prices.bars[index - 1]!.time).toBe(MINUTE);
    }
    expect(prices.bars.at(-1)!.time).toBeLessThanOrEqual(Date.now());
  });

  it("says 'live' once Yahoo's bars are the ones fetched last", async () => {
    const open = new Date(Date.now() + MINUTE);
    await storeSessionBars(app.database.db, sessionBarsKey("yahoo", "USO"), "1m", [{ time: open.getTime(), close: 76.25 }], { from: open, to: new Date(open.getTime() + MINUTE) });
    expect(await readJson(await oil())).toEqual({ symbol: "USO", mode: "live", bars: [{ time: open.getTime(), close: 76.25 }] });
  });

  it("gives members the region's markets, those of its stories first, and nothing of other regions", async () => {
    const market = (question: string, volume: number, tags: string[]) => ({
      platform: "kalshi" as const,
      externalId: question,
      question,
      slug: null,
      closed: false,
      eventUrl: "https://kalshi.com/markets/x",
      volume,
      startDate: null,
      endDate: null,
      outcomes: [],
      probability: 0.4,
      probabilityChange24h: null,
      tags,
    });
    const db = app.database.db;
    const { created } = await upsertMarketSnapshots(db, [
      market("Will China buy US soybeans?", 39_000_000, ["china"]),
      market("Will Saudi Arabia and Israel normalize relations?", 30_000_000, ["middle-east"]),
      market("Israel military action against Iran?", 5_000_000, []),
    ]);
    const story = await makeArticle(db, { title: "Israel readies strike on Iran", tags: ["middle-east"] });
    await linkArticleMarkets(db, [{ articleId: story.id, marketId: created.find((row) => row.question.startsWith("Israel"))!.id }]);

    const markets = () => fetch(`${app.url}/api/middle-east/markets`, { headers: { authorization: `Bearer ${trader}` } });
    const answer = await markets();
    expect(answer.status).toBe(200);
    const listed = predictionEventsSchema.parse(await readJson(answer));
    expect(listed.map((event) => event.question)).toEqual(["Israel military action against Iran?", "Will Saudi Arabia and Israel normalize relations?"]);
    expect((await fetch(`${app.url}/api/middle-east/markets`)).status).toBe(401);
  });
});
