import { linkedMarketIdsOf, listFeedArticles, replaceArticleMarkets, upsertMarketSnapshots } from "@tradewire/db";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkMarketsJob } from "./link-markets.job";
import type { MarketSnapshot } from "../markets/market-snapshot";
import { runAttempt } from "../runners/job-runner";
import { jobContextForTest } from "../testing/job-context-for-test";
import { relinkStoriesOnNewMarket } from "./relink-stories-on-new-market.processor";

const market = (externalId: string, question: string, tags: string[]): MarketSnapshot => ({
  platform: "kalshi",
  externalId,
  question,
  slug: externalId.toLowerCase(),
  eventUrl: `https://kalshi.com/markets/${externalId.toLowerCase()}`,
  volume: 1_000,
  startDate: null,
  endDate: null,
  closed: false,
  outcomes: [{ outcome: "Yes", price: 0.4, tokenId: null }],
  probability: 0.4,
  probabilityChange24h: null,
  tags,
});

const story = (url: string, title: string, summary: string) => ({ url, title, summary, source: "reuters", publishedAt: new Date() });

describe.each(testEngines)("linking stories to markets on %s", (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("links a new story to the open markets it is about, and pushes it with them", async () => {
    await upsertMarketSnapshots(database.db, [
      market("KXFEDDECISION-26DEC", "Will the Fed cut rates at its December 2026 meeting?", ["fed", "rates"]),
      market("KXECBCUT-26DEC", "Will the ECB cut rates at its December 2026 meeting?", ["ecb", "rates"]),
    ]);
    const { news, published } = await jobContextForTest(database);
    await news.ingestor.ingest([
      story("https://www.reuters.com/fed-dec", "Fed officials signal a December rate cut is likely", "Federal Reserve policymakers said inflation has cooled enough to cut rates at the December meeting."),
      story("https://www.reuters.com/lithium", "Chile lithium output rises in October", "Production at the Atacama salt flats rose on new evaporation ponds."),
    ]);
    const stored = await listFeedArticles(database.db, { limit: 10 });
    const fed = stored.find((row) => row.url.endsWith("/fed-dec"));
    const lithium = stored.find((row) => row.url.endsWith("/lithium"));
    expect(fed!.markets.map((linked) => linked.question)).toEqual(["Will the Fed cut rates at its December 2026 meeting?"]);
    expect(lithium!.markets).toEqual([]);
    const pushed = published.find((entry) => (entry.payload as { url: string }).url === "https://www.reuters.com/fed-dec")!.payload as { predictionMarkets: { question: string; platform: string }[] };
    expect(pushed.predictionMarkets).toMatchObject([{ platform: "kalshi", question: "Will the Fed cut rates at its December 2026 meeting?" }]);
  });

  it("links recent stories to a market that arrives after them, but never changes an editor's choice", async () => {
    const { news, context, enqueued, published } = await jobContextForTest(database);
    await news.ingestor.ingest([
      story("https://www.reuters.com/hormuz-1", "Iran threatens to close the Strait of Hormuz to tankers", "Tehran warned it could shut the strait to commercial shipping."),
      story("https://www.reuters.com/hormuz-2", "Iran says it may close the Strait of Hormuz", "An editor already chose this story's markets."),
    ]);
    const stories = await listFeedArticles(database.db, { limit: 50, q: "hormuz" });
    const first = stories.find((row) => row.url.endsWith("hormuz-1"))!;
    const edited = stories.find((row) => row.url.endsWith("hormuz-2"))!;
    expect(first.markets).toEqual([]);
    await replaceArticleMarkets(database.db, edited.id, []);

    const { created } = await upsertMarketSnapshots(database.db, [market("KXHORMUZ-26DEC31", "Will Iran close the Strait of Hormuz by Dec 31?", ["middle-east", "oil"])]);
    // The processor only asks for a run; the job does the linking.
    await relinkStoriesOnNewMarket.handle(created[0] as never, context);
    expect(enqueued).toEqual(["link-markets"]);
    await runAttempt(linkMarketsJob, {}, context, 1);

    const links = await linkedMarketIdsOf(database.db, [first.id, edited.id]);
    expect(links.get(first.id)).toEqual([created[0]!.id]);
    expect(links.get(edited.id)).toEqual([]);
    // Open feeds and the API nodes' cached pages learn of the new link; the untouched story is not announced.
    const updated = published.filter((entry) => entry.event === "article.updated").map((entry) => entry.payload as { url: string; predictionMarkets: { question: string }[] });
    expect(updated.map((article) => article.url)).toEqual(["https://www.reuters.com/hormuz-1"]);
    expect(updated[0]!.predictionMarkets.map((linked) => linked.question)).toEqual(["Will Iran close the Strait of Hormuz by Dec 31?"]);
  });
});
