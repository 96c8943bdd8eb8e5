import type { Article } from "@tradewire/core";
import { findFeedArticles, listFeedArticles, presentArticle } from "@tradewire/db";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobContextForTest } from "../testing/job-context-for-test";
import type { IncomingArticle } from "./ingest-articles";

const story = (overrides: Partial<IncomingArticle>): IncomingArticle => ({
  title: "US imposes 50% tariffs on Chinese steel imports",
  url: `https://www.reuters.com/markets/${Math.random().toString(36).slice(2)}`,
  source: "reuters",
  publishedAt: new Date("2026-11-22T09:00:00Z"),
  summary: null,
  ...overrides,
});

describe.each(testEngines)("ingesting stories on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("stores new stories once, classifies them and pushes only the new ones", async () => {
    const { news, published } = await jobContextForTest(database);
    const batch = [
      story({ url: "https://www.reuters.com/a", title: "US imposes 50% tariffs on Chinese steel imports" }),
      story({ url: "https://www.cnbc.com/b", source: "cnbc", title: "Opinion: why the dollar keeps winning" }),
    ];
    expect(await news.ingestor.ingest([...batch, batch[0]!])).toEqual({ seen: 3, created: 2, createdUrls: batch.map((item) => item.url) });
    expect(await news.ingestor.ingest(batch)).toEqual({ seen: 2, created: 0, createdUrls: [] });

    const pushed = published.filter((entry) => entry.event === "article.created").map((entry) => entry.payload as Article);
    expect(pushed.map((article) => article.url).sort()).toEqual(["https://www.cnbc.com/b", "https://www.reuters.com/a"]);
    const tariffs = pushed.find((article) => article.url === "https://www.reuters.com/a")!;
    expect(tariffs.impact).toBe("high");
    expect(tariffs.impact_rules.length).toBeGreaterThan(0);
    expect(tariffs.tags).toEqual(expect.arrayContaining(["tariffs", "china"]));
    expect(pushed.find((article) => article.source === "cnbc")!.impact).toBe("low");
    // The classifier linked them: re-classification may link them again.
    expect((await findFeedArticles(database.db, pushed.map((article) => Number(article.id)))).map((row) => row.tickersOrigin)).toEqual(["linker", "linker"]);
  });

  it("links a curated story's tickers in order, as its source's, and its prediction markets, ignoring unknown symbols", async () => {
    const { news } = await jobContextForTest(database);
    const url = "https://www.bloomberg.com/news/articles/2026-11-22/chips";
    await news.ingestor.ingest([
      story({
        url,
        source: "bloomberg",
        title: "Chipmakers slide as Washington widens export curbs",
        tickers: ["NVDA", "AMD", "NOTATICKER"],
        markets: [{ platform: "polymarket", externalId: "874120", question: "New chip curbs by March?", slug: "chip-curbs-march", closed: false }],
      }),
    ]);
    const [stored] = await listFeedArticles(database.db, { limit: 1, q: "export curbs" });
    expect(stored!.url).toBe(url);
    expect(stored!.tickers.map((ticker) => ticker.ticker)).toEqual(["NVDA", "AMD"]);
    expect(stored!.tickers[0]!.company).toMatch(/NVIDIA/i);
    // Re-classification never re-links a source's choice.
    expect(stored!.tickersOrigin).toBe("source");
    expect(stored!.markets).toMatchObject([{ platform: "polymarket", question: "New chip curbs by March?", slug: "chip-curbs-march", closed: false }]);
  });

  it("groups the same event from another source and shows it as also reported by", async () => {
    const { news } = await jobContextForTest(database);
    await news.ingestor.ingest([
      story({ url: "https://www.reuters.com/houthis-1", title: "Houthis attack tanker in Red Sea, shipping rates jump" }),
    ]);
    await news.ingestor.ingest([
      story({ url: "https://www.bbc.com/news/houthis-2", source: "bbc", title: "Shipping rates jump after Houthis attack tanker in Red Sea" }),
    ]);
    const [latest] = await listFeedArticles(database.db, { limit: 1, q: "houthis" });
    expect(latest!.alsoReportedBy).toEqual([{ source: "reuters", url: "https://www.reuters.com/houthis-1" }]);
  });

  it("never lists a story's own source as also reporting it, and each other source once, pushed and read back alike", async () => {
    const { news, published } = await jobContextForTest(database);
    const title = (n: number) => `Maersk halts Suez transits after Houthi missile strike on container ship ${"!".repeat(n)}`;
    await news.ingestor.ingest([story({ url: "https://www.reuters.com/suez-1", title: title(0), publishedAt: new Date("2026-11-22T10:00:00Z") })]);
    await news.ingestor.ingest([story({ url: "https://www.cnbc.com/suez-2", source: "cnbc", title: title(1), publishedAt: new Date("2026-11-22T10:01:00Z") })]);
    await news.ingestor.ingest([story({ url: "https://www.cnbc.com/suez-3", source: "cnbc", title: title(2), publishedAt: new Date("2026-11-22T10:02:00Z") })]);
    published.length = 0;
    await news.ingestor.ingest([story({ url: "https://www.reuters.com/suez-4", title: title(3), publishedAt: new Date("2026-11-22T10:03:00Z") })]);

    const [pushed] = published.filter((entry) => entry.event === "article.created").map((entry) => entry.payload as Article);
    expect(pushed!.also_reported_by).toEqual([{ source: "cnbc", url: "https://www.cnbc.com/suez-3" }]);
    const stored = await listFeedArticles(database.db, { limit: 4, q: "Maersk Suez" });
    expect(stored).toHaveLength(4);
    for (const article of stored) {
      const sources = article.alsoReportedBy.map((other) => other.source);
      expect(sources).not.toContain(article.source);
      expect(new Set(sources).size).toBe(sources.length);
    }
    expect(stored.find((article) => article.url === "https://www.cnbc.com/suez-2")!.alsoReportedBy).toEqual([
      { source: "reuters", url: "https://www.reuters.com/suez-4" },
    ]);
  });

  it("pushes each new story exactly as the feed reads it back, without reading it back first", async () => {
    const { news, published } = await jobContextForTest(database);
    await news.ingestor.ingest([story({ url: "https://www.reuters.com/curbs-1", title: "Washington widens chip export curbs on China" })]);
    published.length = 0;
    await news.ingestor.ingest([
      story({
        url: "https://www.bbc.com/news/curbs-2",
        source: "bbc",
        title: "China hit as Washington widens chip export curbs",
        publishedAt: new Date("2026-11-22T09:05:00Z"),
        tickers: ["NVDA", "AMD", "NVDA"],
        markets: [{ platform: "polymarket", externalId: "curbs-1", question: "More chip curbs by June?", slug: "more-curbs", closed: false }],
      }),
      story({ url: "https://www.cnbc.com/curbs-3", source: "cnbc", title: "Washington widens chip export curbs on China, shares slide", publishedAt: new Date("2026-11-22T09:10:00Z") }),
      story({ url: "https://www.ft.com/oil", source: "fintimes", title: "Brent crude jumps as OPEC+ agrees deeper output cuts" }),
    ]);
    const pushed = published.filter((entry) => entry.event === "article.created").map((entry) => entry.payload as Article);
    expect(pushed).toHaveLength(3);
    const stored = await findFeedArticles(database.db, pushed.map((article) => Number(article.id)));
    expect(pushed).toEqual(stored.map(presentArticle));
    // Newest first: the cnbc story of the same batch, then the reuters one stored before it.
    expect(pushed.find((article) => article.source === "bbc")!.also_reported_by.map((entry) => entry.source).slice(0, 2)).toEqual(["cnbc", "reuters"]);
  });
});
