import { describe, expect, it } from "vitest";
import { makeArticle, makePredictionMarket } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { findFeedArticles } from "./articles";
import { linkArticleMarkets } from "./article-markets";
import { marketKey, upsertMarketSnapshots, upsertPredictionMarkets } from "./prediction-markets";

describe.each(testEngines)("prediction markets on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("keeps one row per platform and market id, updating its question and state", async () => {
    const db = database().db;
    const { id, ...market } = await makePredictionMarket(db, { externalId: "874120", question: "Chip curbs by March?" });
    const again = await upsertPredictionMarkets(db, [{ ...market, question: "New chip curbs by March?", closed: true }]);
    expect(again.get(marketKey(market))).toBe(id);
    const kalshi = await upsertPredictionMarkets(db, [{ ...market, platform: "kalshi" }]);
    expect(kalshi.get(marketKey({ ...market, platform: "kalshi" }))).not.toBe(id);

    const article = await makeArticle(db);
    await linkArticleMarkets(db, [{ articleId: article.id, marketId: id }]);
    await linkArticleMarkets(db, [{ articleId: article.id, marketId: id }]);
    const [stored] = await findFeedArticles(db, [article.id]);
    expect(stored!.markets).toMatchObject([{ platform: "polymarket", question: "New chip curbs by March?", slug: "tariffs-june", closed: true }]);
  });

  it("tells new markets from changed ones, and leaves out those a reader would see unchanged", async () => {
    const db = database().db;
    const snapshot = (externalId: string, probability: number) => ({
      platform: "kalshi" as const,
      externalId,
      question: `Market ${externalId}?`,
      slug: null,
      closed: false,
      eventUrl: `https://kalshi.com/markets/${externalId}`,
      volume: 100,
      startDate: null,
      endDate: new Date("2027-01-01T00:00:00Z"),
      outcomes: [{ outcome: "Yes", price: probability, tokenId: null }],
      probability,
      probabilityChange24h: null,
      tags: [],
    });
    const first = await upsertMarketSnapshots(db, [snapshot("K-1", 0.2), snapshot("K-2", 0.5)]);
    expect(first.created.map((row) => row.externalId).sort()).toEqual(["K-1", "K-2"]);
    expect(first.updated).toEqual([]);
    const second = await upsertMarketSnapshots(db, [snapshot("K-1", 0.25), snapshot("K-2", 0.5), snapshot("K-3", 0.9)]);
    expect(second.created.map((row) => row.externalId)).toEqual(["K-3"]);
    expect(second.updated.map((row) => [row.externalId, row.probability])).toEqual([["K-1", 0.25]]);
  });
});
