import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeArticle, makeFeedArticle, makeReport } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { countArticles, countFeedArticles, findFeedArticles, insertNewArticles, listFeedArticles, recentArticleTitles, setArticleGroups, storedUrls } from "./articles";

describe.each(testEngines)("articles on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("applies the spec's defaults: source 'unknown', impact 'low', published now", async () => {
    const before = Date.now();
    const article = await makeArticle(database().db);
    expect(article).toMatchObject({ source: "unknown", impact: "low", topic: false, tags: [] });
    expect(article.datePublished.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it("stores a batch, skips URLs already stored, and says which are known", async () => {
    const url = `https://www.cnbc.com/2026/11/22/tariffs-${engine}.html`;
    const first = await insertNewArticles(database().db, [{ title: "First title", url, impact: "high" }]);
    const again = await insertNewArticles(database().db, [
      { title: "Changed title", url },
      { title: "Another", url: `${url}?b` },
    ]);
    expect(first).toHaveLength(1);
    expect(first[0]!.createdAt).toBeInstanceOf(Date);
    expect(again.map((row) => row.url)).toEqual([`${url}?b`]);
    expect(await storedUrls(database().db, [url, "https://nowhere.test/x"])).toEqual(new Set([url]));
    const [stored] = await findFeedArticles(database().db, [first[0]!.id]);
    expect(stored).toMatchObject({ title: "First title", impact: "high" });
    expect(await countArticles(database().db)).toBeGreaterThanOrEqual(2);
  });

  it("answers the recent stories ingestion groups against: published since the given time, newest first, with their group", async () => {
    const db = database().db;
    // Other tests of this file store newer stories; only this test's own are compared.
    const at = (day: number) => new Date(Date.UTC(2020, 0, day));
    const old = await makeArticle(db, { title: "Red Sea shipping resumes", datePublished: at(1) });
    const first = await makeArticle(db, { title: "Houthis strike tanker in Red Sea", source: "reuters", datePublished: at(2) });
    const follow = await makeArticle(db, { title: "Tanker struck in Red Sea", source: "bbc", datePublished: at(3), groupId: first.id });
    const ours = new Set([old.id, first.id, follow.id]);
    expect((await recentArticleTitles(db, at(2))).filter((row) => ours.has(row.id))).toEqual([
      { id: follow.id, title: "Tanker struck in Red Sea", groupId: first.id, source: "bbc", url: follow.url, datePublished: at(3) },
      { id: first.id, title: "Houthis strike tanker in Red Sea", groupId: null, source: "reuters", url: first.url, datePublished: at(2) },
    ]);
  });

  it("rejects an impact outside high, mid, low", async () => {
    await expect(
      database().db.execute(sql`insert into articles (title, url, impact) values ('x', 'https://x.test/1', 'extreme')`),
    ).rejects.toThrow();
  });

  it("lists the feed newest first with tickers, markets, report flag and the rest of the group", async () => {
    const db = database().db;
    const older = await makeFeedArticle(db, { title: "Chip curbs widen", source: "reuters", datePublished: new Date("2031-01-01T00:00:00Z"), tickers: ["NVDA", "AMD"] });
    const newer = await makeFeedArticle(db, {
      title: "Chip curbs widen, shares slide",
      source: "bbc",
      datePublished: new Date("2031-01-02T00:00:00Z"),
      markets: [{ question: "More curbs by June?", slug: "more-curbs", closed: false }],
    });
    await setArticleGroups(db, [{ id: newer.id, groupId: older.id }]);
    await makeReport(db, { articleId: older.id });

    const [top, second] = await listFeedArticles(db, { limit: 2 });
    expect(top).toMatchObject({ id: newer.id, reportPresent: false, markets: [{ platform: "polymarket", question: "More curbs by June?", slug: "more-curbs", closed: false }] });
    expect(top!.alsoReportedBy).toEqual([{ source: "reuters", url: older.url }]);
    expect(second).toMatchObject({ id: older.id, reportPresent: true });
    expect(second!.tickers.map((ticker) => ticker.ticker)).toEqual(["NVDA", "AMD"]);
    expect(second!.alsoReportedBy).toEqual([{ source: "bbc", url: newer.url }]);
  });

  it("filters by impact, source, tag, ticker and words, and pages with a keyset cursor", async () => {
    const db = database().db;
    const at = (day: number) => new Date(Date.UTC(2032, 0, day));
    await makeFeedArticle(db, { title: "Brent jumps as OPEC cuts output", impact: "high", source: "ft", tags: ["oil"], datePublished: at(3), tickers: ["XOM"] });
    await makeFeedArticle(db, { title: "Soybean tariffs hit farmers", impact: "mid", source: "ap", tags: ["tariffs"], datePublished: at(2) });
    await makeFeedArticle(db, { title: "Quiet day for the euro", impact: "low", source: "ap", datePublished: at(1) });
    const titles = async (filter: Parameters<typeof listFeedArticles>[1]) => (await listFeedArticles(db, filter)).map((row) => row.title);
    expect(await titles({ limit: 10, impact: ["high"], publishedSince: at(1) })).toEqual(["Brent jumps as OPEC cuts output"]);
    expect(await titles({ limit: 10, source: ["ap"], publishedSince: at(1) })).toEqual(["Soybean tariffs hit farmers", "Quiet day for the euro"]);
    expect(await titles({ limit: 10, tag: ["tariffs"], publishedSince: at(1) })).toEqual(["Soybean tariffs hit farmers"]);
    expect(await titles({ limit: 10, ticker: ["xom"], publishedSince: at(1) })).toEqual(["Brent jumps as OPEC cuts output"]);
    expect(await titles({ limit: 10, q: "opec -soybean", publishedSince: at(1) })).toEqual(["Brent jumps as OPEC cuts output"]);
    expect(await countFeedArticles(db, { source: ["ap"], publishedSince: at(1) })).toBe(2);
    expect(await countFeedArticles(db, { q: "tariffs", publishedSince: at(1) })).toBe(1);
    const [first] = await listFeedArticles(db, { limit: 1, publishedSince: at(1) });
    expect(await titles({ limit: 10, publishedSince: at(1), before: { publishedAt: first!.datePublished, id: first!.id } })).toEqual([
      "Soybean tariffs hit farmers",
      "Quiet day for the euro",
    ]);
  });

  it("keeps to a span of publication, its start included and its end not, with the other filters and in the count", async () => {
    const db = database().db;
    const at = (hour: number) => new Date(Date.UTC(2010, 0, 2, hour));
    await makeFeedArticle(db, { title: "Chip curbs before the open", tags: ["semiconductors"], datePublished: at(0), tickers: ["NVDA"] });
    await makeFeedArticle(db, { title: "Chip curbs at noon", tags: ["semiconductors"], datePublished: at(12), tickers: ["NVDA"] });
    await makeFeedArticle(db, { title: "Chip curbs next day", tags: ["semiconductors"], datePublished: at(24), tickers: ["NVDA"] });
    await makeFeedArticle(db, { title: "Oil at noon", tags: ["oil"], impact: "high", datePublished: at(12) });
    const day = { publishedSince: at(0), publishedBefore: at(24) };
    const titles = async (filter: Omit<Parameters<typeof listFeedArticles>[1], "limit">) => (await listFeedArticles(db, { limit: 10, ...filter })).map((row) => row.title);

    expect(await titles(day)).toEqual(["Oil at noon", "Chip curbs at noon", "Chip curbs before the open"]);
    expect(await titles({ ...day, ticker: ["NVDA"], tag: ["semiconductors"], q: "curbs" })).toEqual(["Chip curbs at noon", "Chip curbs before the open"]);
    expect(await titles({ ...day, impact: ["high"] })).toEqual(["Oil at noon"]);
    expect(await titles({ publishedSince: at(12), publishedBefore: at(12) })).toEqual([]);
    expect(await titles({ publishedBefore: at(0), publishedSince: at(-1) })).toEqual([]);
    expect(await countFeedArticles(db, { ...day, ticker: ["NVDA"] })).toBe(2);
    expect(await countFeedArticles(db, { publishedSince: at(12), publishedBefore: at(25) })).toBe(3);
  });

  it("matches a ticker on the first one only when asked, as a visitor's copy shows no other", async () => {
    const db = database().db;
    const since = new Date(Date.UTC(2033, 0, 1));
    await makeFeedArticle(db, { title: "Chipmakers slide", datePublished: new Date(Date.UTC(2033, 0, 2)), tickers: ["NVDA", "AMD"] });
    const titles = async (ticker: string, firstTickerOnly: boolean) =>
      (await listFeedArticles(db, { limit: 10, ticker: [ticker], firstTickerOnly, publishedSince: since })).map((row) => row.title);
    expect(await titles("AMD", false)).toEqual(["Chipmakers slide"]);
    expect(await titles("AMD", true)).toEqual([]);
    expect(await titles("NVDA", true)).toEqual(["Chipmakers slide"]);
    expect(await countFeedArticles(db, { ticker: ["AMD"], firstTickerOnly: true, publishedSince: since })).toBe(0);
  });

  it("matches the stories that only move a ticker too, when asked (a member's My tickers), never on a visitor's copy", async () => {
    const db = database().db;
    const since = new Date(Date.UTC(2034, 0, 1));
    await makeFeedArticle(db, { title: "Exxon opens Guyana well", datePublished: new Date(Date.UTC(2034, 0, 2)), tickers: ["XOM"] });
    await makeFeedArticle(db, { title: "OPEC+ extends cuts", datePublished: new Date(Date.UTC(2034, 0, 3)), relatedTickers: ["XLE", "USO"] });
    await makeFeedArticle(db, { title: "Coffee eases", datePublished: new Date(Date.UTC(2034, 0, 4)), relatedTickers: ["JO"] });
    const titles = async (alsoRelated: boolean, firstTickerOnly = false) =>
      (await listFeedArticles(db, { limit: 10, ticker: ["XOM", "xle"], alsoRelated, firstTickerOnly, publishedSince: since })).map((row) => row.title);
    expect(await titles(false)).toEqual(["Exxon opens Guyana well"]);
    expect(await titles(true)).toEqual(["OPEC+ extends cuts", "Exxon opens Guyana well"]);
    expect(await titles(true, true)).toEqual(["Exxon opens Guyana well"]);
    expect(await countFeedArticles(db, { ticker: ["XLE"], alsoRelated: true, publishedSince: since })).toBe(1);
  });
});
