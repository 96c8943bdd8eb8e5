import { describe, expect, it } from "vitest";
import { makeArticle, makePredictionMarket } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { findFeedArticles } from "./articles";
import { linkArticleMarkets, marketKey, upsertPredictionMarkets } from "./prediction-markets";

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
    expect(stored!.markets).toEqual([{ question: "New chip curbs by March?", slug: "tariffs-june", closed: true }]);
  });
});
