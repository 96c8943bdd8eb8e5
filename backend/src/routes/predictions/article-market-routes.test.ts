import { appendMarketPricePoints, linkArticleMarkets, listRelinkableStories, tables } from "@tradewire/db";
import { eq } from "drizzle-orm";
import { makeArticle, makeFeedArticle, makePredictionMarket } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("article market routes on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  let admin: string;
  let articleId: number;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestServer(engine);
    [trader, admin] = await Promise.all([app.tokenFor("trader@demo.local"), app.tokenFor("admin@demo.local")]);
    const db = app.database.db;
    articleId = (await makeFeedArticle(db, { title: "Iran warns shipping in Hormuz", markets: [{ question: "Hormuz closed by Dec 31?", slug: "hormuz-closed", closed: false }] })).id;
    for (const [key, question, closed] of [
      ["brent", "Brent above $90 by Dec 31?", false],
      ["wti", "WTI above $80 by Dec 31?", false],
      ["settled", "WTI above $70 on Nov 20?", true],
    ] as const) {
      ids[key] = String((await makePredictionMarket(db, { question, slug: key, closed })).id);
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
    fetch(`${app.url}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("finds markets by every word of the question, open ones first", async () => {
    const found = (await readJson(await call("GET", "/api/prediction-markets/search?q=wti%20dec", admin))) as unknown as { question: string }[];
    expect(found.map((market) => market.question)).toEqual(["WTI above $80 by Dec 31?"]);
    const both = (await readJson(await call("GET", "/api/prediction-markets/search?q=wti", admin))) as unknown as { question: string; closed: boolean }[];
    expect(both.map((market) => [market.question, market.closed])).toEqual([
      ["WTI above $80 by Dec 31?", false],
      ["WTI above $70 on Nov 20?", true],
    ]);
    expect(await readJson(await call("GET", "/api/prediction-markets/search?q=%25", admin))).toEqual([]);
  });

  it("lets an admin replace a story's markets, and from then on the linker leaves the story alone", async () => {
    const before = (await readJson(await call("GET", `/api/articles/${articleId}/markets`, admin))) as unknown as { question: string }[];
    expect(before.map((market) => market.question)).toEqual(["Hormuz closed by Dec 31?"]);
    const saved = await call("PUT", `/api/articles/${articleId}/markets`, admin, { market_ids: [ids.brent, ids.wti] });
    expect(saved.status).toBe(200);
    expect(await readJson(saved)).toMatchObject({
      success: true,
      markets: [
        { id: ids.brent, platform: "polymarket", question: "Brent above $90 by Dec 31?", slug: "brent", closed: false },
        { id: ids.wti, question: "WTI above $80 by Dec 31?" },
      ],
    });
    const relinkable = await listRelinkableStories(app.database.db, new Date(0), 100);
    expect(relinkable.map((story) => story.id)).not.toContain(articleId);
  });

  it("answers 400 naming unknown markets and keeps the saved list, 404 for an unknown story, 403 to members, 401 to visitors", async () => {
    const refused = await call("PUT", `/api/articles/${articleId}/markets`, admin, { market_ids: [ids.brent, "999999"] });
    expect(refused.status).toBe(400);
    expect(await readJson(refused)).toEqual({ error: "bad_request", message: "Unknown markets: 999999" });
    const kept = (await readJson(await call("GET", `/api/articles/${articleId}/markets`, admin))) as unknown as { id: string }[];
    expect(kept.map((market) => market.id)).toEqual([ids.brent, ids.wti]);

    const malformed = await call("PUT", `/api/articles/${articleId}/markets`, admin, { market_ids: ["abc"] });
    expect(malformed.status).toBe(400);
    expect((await readJson(malformed)).message).toBe("body.market_ids.0: must be numeric market ids");
    expect((await call("PUT", "/api/articles/999999/markets", admin, { market_ids: [] })).status).toBe(404);
    expect((await call("PUT", `/api/articles/${articleId}/markets`, trader, { market_ids: [] })).status).toBe(403);
    expect((await call("GET", "/api/prediction-markets/search?q=wti", trader)).status).toBe(403);
    expect((await call("GET", `/api/articles/${articleId}/markets`, undefined)).status).toBe(401);
  });

  it("tells a member each of a story's markets' probability now, when the story broke and the change since", async () => {
    const db = app.database.db;
    const broke = new Date(Date.UTC(2026, 10, 20, 14, 0));
    const hours = (n: number) => new Date(broke.getTime() + n * 3_600_000);
    const story = await makeArticle(db, { title: "Houthis claim strike on tanker", datePublished: broke });
    const priced = async (question: string, slug: string, probability: number | null) => {
      const market = await makePredictionMarket(db, { question, slug });
      await db.update(tables.predictionMarkets).set({ probability }).where(eq(tables.predictionMarkets.id, market.id));
      return market;
    };
    const before = await priced("Red Sea transits resume by March?", "red-sea", 0.31);
    const after = await priced("Brent above $100 by Dec 31?", "brent-100", 0.22);
    const late = await priced("Suez fees cut by June?", "suez", 0.4);
    const unpriced = await priced("Ceasefire by Jan 1?", "ceasefire", null);
    await linkArticleMarkets(db, [before, after, late, unpriced].map((market) => ({ articleId: story.id, marketId: market.id })));
    // The last point at or before the story; else the first within the hour after; a later one is not the story's.
    await appendMarketPricePoints(db, before.id, [{ at: hours(-3), price: 0.5 }, { at: hours(-1), price: 0.42 }, { at: hours(2), price: 0.35 }]);
    await appendMarketPricePoints(db, after.id, [{ at: hours(0.5), price: 0.15 }]);
    await appendMarketPricePoints(db, late.id, [{ at: hours(3), price: 0.3 }]);
    const answer = await call("GET", `/api/articles/${story.id}/market-moves`, trader);
    expect(answer.status).toBe(200);
    const { markets } = (await readJson(answer)) as unknown as { markets: { question: string; probability: number | null; probability_at_story: number | null; change_since_story: number | null }[] };
    expect(markets.map(({ question, probability, probability_at_story, change_since_story }) => [question, probability, probability_at_story, change_since_story])).toEqual([
      ["Red Sea transits resume by March?", 0.31, 0.42, -0.11],
      ["Brent above $100 by Dec 31?", 0.22, 0.15, 0.07],
      ["Suez fees cut by June?", 0.4, null, null],
      ["Ceasefire by Jan 1?", null, null, null],
    ]);
    expect((await call("GET", `/api/articles/${story.id}/market-moves`, undefined)).status).toBe(401);
    const missing = await call("GET", "/api/articles/999999999/market-moves", trader);
    expect(missing.status).toBe(404);
  });
});
