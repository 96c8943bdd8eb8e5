import { describe, expect, it } from "vitest";
import { makeArticle } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { linkArticleMarkets } from "./article-markets";
import { upsertMarketSnapshots } from "./prediction-markets";
import { listTopicMarkets } from "./topic-markets";

describe.each(testEngines)("a topic's markets on %s", (engine) => {
  const database = useTestDatabase(engine);

  /** Open markets as a platform reports them: a question, a volume and the platform's tags. */
  const makeMarkets = async (markets: { question: string; volume: number; tags?: string[]; closed?: boolean }[]) => {
    const { created } = await upsertMarketSnapshots(
      database().db,
      markets.map(({ question, volume, tags = [], closed = false }) => ({
        platform: "polymarket" as const,
        externalId: question,
        question,
        slug: null,
        closed,
        eventUrl: `https://polymarket.com/event/${encodeURIComponent(question)}`,
        volume,
        startDate: null,
        endDate: null,
        outcomes: [],
        probability: 0.5,
        probabilityChange24h: null,
        tags,
      })),
    );
    return Object.fromEntries(created.map((row) => [row.question, row.id]));
  };

  it("puts the markets of the region's stories first, then the ones tagged with it, and leaves the largest of other regions out", async () => {
    const db = database().db;
    const id = await makeMarkets([
      { question: "Will China buy 12 million tonnes of US soybeans?", volume: 39_000_000, tags: ["china", "agriculture"] },
      { question: "Will China blockade Taiwan by Dec 31?", volume: 38_000_000, tags: ["china", "defense"] },
      { question: "Will Saudi Arabia and Israel normalize relations?", volume: 30_000_000, tags: ["middle-east"] },
      { question: "Will the Strait of Hormuz be closed by Dec 31?", volume: 20_000_000, tags: ["middle-east", "oil"] },
      { question: "Will Brent close above $90 by Dec 31?", volume: 12_000_000, tags: ["oil"] },
      { question: "Israel military action against Iran by Dec 31?", volume: 5_000_000, tags: [] },
      { question: "Will Hamas agree to disarm?", volume: 8_000_000, tags: ["middle-east"], closed: true },
    ]);
    const iranStory = await makeArticle(db, { title: "Iran warns of tanker seizures as Israel strikes", tags: ["middle-east", "oil"] });
    const oilStory = await makeArticle(db, { title: "OPEC+ holds output steady", tags: ["oil"] });
    await linkArticleMarkets(db, [
      { articleId: iranStory.id, marketId: id["Israel military action against Iran by Dec 31?"]! },
      { articleId: iranStory.id, marketId: id["Will Brent close above $90 by Dec 31?"]! },
      { articleId: iranStory.id, marketId: id["Will Hamas agree to disarm?"]! },
      { articleId: oilStory.id, marketId: id["Will China blockade Taiwan by Dec 31?"]! },
    ]);

    const questions = async (limit: number) => (await listTopicMarkets(db, { tag: "middle-east", limit })).map((market) => market.question);
    expect(await questions(10)).toEqual([
      "Will Brent close above $90 by Dec 31?",
      "Israel military action against Iran by Dec 31?",
      "Will Saudi Arabia and Israel normalize relations?",
      "Will the Strait of Hormuz be closed by Dec 31?",
    ]);
    expect(await questions(3)).toEqual([
      "Will Brent close above $90 by Dec 31?",
      "Israel military action against Iran by Dec 31?",
      "Will Saudi Arabia and Israel normalize relations?",
    ]);
    expect(await listTopicMarkets(db, { tag: "tariffs", limit: 10 })).toEqual([]);
  });
});
