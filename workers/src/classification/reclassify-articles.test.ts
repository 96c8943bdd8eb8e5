import { classifyArticle } from "@tradewire/core/domain/classify/index";
import { impacts, type Article } from "@tradewire/core";
import {
  correctArticleImpact,
  findFeedArticles,
  linkArticleTickers,
  replaceArticleTickers,
  tickerListingsBySymbol,
  type NewArticle,
} from "@tradewire/db";
import { makeArticle } from "@tradewire/db/testing/factories";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAttempt } from "../runners/job-runner";
import { jobContextForTest } from "../testing/job-context-for-test";
import { reclassifyArticles } from "./reclassify-articles.job";

describe.each(testEngines)("re-classifying stored stories on %s", (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** A stored story named to these symbols' listings, in order, as ingestion links them. */
  const storeStory = async (fields: Partial<NewArticle>, symbols: string[] = []) => {
    const story = await makeArticle(database.db, fields);
    const listings = await tickerListingsBySymbol(database.db, symbols);
    await linkArticleTickers(database.db, symbols.map((symbol, position) => ({ articleId: story.id, tickerId: listings.get(symbol)!.id, position })));
    return story;
  };
  const storedTickers = async (ids: number[]) =>
    new Map((await findFeedArticles(database.db, ids)).map((row) => [row.id, row.tickers.map((ticker) => ticker.ticker)]));
  const articleUpdates = (published: { event: string; payload: unknown }[]) =>
    published
      .filter((event) => event.event === "article.updated")
      .map((event) => event.payload as Article)
      .sort((a, b) => Number(a.id) - Number(b.id));
  const symbolsOf = (article: Article) => article.tickers.map((ticker) => (typeof ticker === "string" ? ticker : ticker.ticker));

  it("stores and pushes the classifier's new impact, and leaves an editor's impact alone", async () => {
    const { context, news, published } = await jobContextForTest(database);
    const text = { title: "Russia launches missile strike on Ukrainian grid, Brent jumps 4%", summary: "Explosions hit Kyiv power stations overnight." };
    const now = classifyArticle(text, news.classifier);
    const other = impacts.find((impact) => impact !== now.impact)!;
    // Tickers as the classifier links them: only the impact is stale.
    const stale = { ...text, impact: other, impactRules: ["stale-rule"], relatedTickers: now.related };
    const machine = await storeStory(stale, now.tickers);
    const edited = await storeStory(stale, now.tickers);
    await correctArticleImpact(database.db, { articleId: edited.id, impact: other, userId: null });
    const unchanged = await storeStory({ ...stale, url: "https://www.reuters.com/same", impact: now.impact, impactRules: now.impactRules }, now.tickers);

    await runAttempt(reclassifyArticles, {}, context, 1);

    const stored = new Map((await findFeedArticles(database.db, [machine.id, edited.id, unchanged.id])).map((row) => [row.id, row]));
    expect(stored.get(machine.id)).toMatchObject({ impact: now.impact, impactRules: now.impactRules });
    expect(stored.get(edited.id)).toMatchObject({ impact: other, impactRules: ["stale-rule"] });
    expect(stored.get(unchanged.id)).toMatchObject({ impact: now.impact, impactRules: now.impactRules });

    expect(articleUpdates(published).map((article) => [article.id, article.impact])).toEqual([[String(machine.id), now.impact]]);

    // A second run finds nothing left to change.
    published.length = 0;
    await runAttempt(reclassifyArticles, {}, context, 1);
    expect(published).toEqual([]);
  });

  it("links stale stories to the classifier's tickers, pushes them once and builds their reports, leaving a source's and an editor's tickers alone", async () => {
    const { context, news, published, queued } = await jobContextForTest(database);
    const text = { title: "Nvidia shares jump 5% after record data-center sales", summary: null };
    const now = classifyArticle(text, news.classifier);
    expect(now.tickers).toContain("NVDA");
    // Impact and related tickers as the classifier has them: only the named tickers are stale.
    const fields = { ...text, impact: now.impact, impactRules: now.impactRules, relatedTickers: now.related };
    const unlinked = await storeStory(fields);
    const misLinked = await storeStory(fields, ["AMD"]);
    const overLinked = await storeStory(fields, ["AMD", ...now.tickers]);
    const fromSource = await storeStory({ ...fields, tickersOrigin: "source" });
    const edited = await storeStory(fields);
    await replaceArticleTickers(database.db, edited.id, [(await tickerListingsBySymbol(database.db, ["AMD"])).get("AMD")!.id]);
    const pair = { title: "Nvidia and AMD shares rally on AI chip demand", summary: null };
    const both = classifyArticle(pair, news.classifier);
    expect(both.tickers.length).toBeGreaterThan(1);
    // The same tickers in another order are the same tickers.
    const reordered = await storeStory({ ...pair, impact: both.impact, impactRules: both.impactRules, relatedTickers: both.related }, both.tickers.toReversed());
    const ids = [unlinked.id, misLinked.id, overLinked.id, fromSource.id, edited.id, reordered.id];

    await runAttempt(reclassifyArticles, {}, context, 1);

    const stored = await storedTickers(ids);
    expect(stored).toEqual(
      new Map([
        [unlinked.id, now.tickers],
        [misLinked.id, now.tickers],
        [overLinked.id, now.tickers],
        [fromSource.id, []],
        [edited.id, ["AMD"]],
        [reordered.id, both.tickers.toReversed()],
      ]),
    );
    expect(articleUpdates(published).map((article) => [article.id, symbolsOf(article)])).toEqual([
      [String(unlinked.id), now.tickers],
      [String(misLinked.id), now.tickers],
      [String(overLinked.id), now.tickers],
    ]);
    // The over-linked story gained nothing: its report has every ticker it keeps.
    expect(queued).toEqual([
      { name: "build-report", payload: { articleId: unlinked.id } },
      { name: "build-report", payload: { articleId: misLinked.id } },
    ]);

    published.length = 0;
    queued.length = 0;
    await runAttempt(reclassifyArticles, {}, context, 1);
    expect(published).toEqual([]);
    expect(queued).toEqual([]);
    expect(await storedTickers(ids)).toEqual(stored);
  });

  it("keeps related tickers as ingestion would: the classifier's, less the ones the story names, whoever named them", async () => {
    const { context, news, published } = await jobContextForTest(database);
    const text = { title: "Nvidia and AMD shares rally on AI chip demand", summary: null };
    const now = classifyArticle(text, news.classifier);
    const [named] = now.related;
    expect(named).toBeDefined();
    const fields = { ...text, impact: now.impact, impactRules: now.impactRules };
    const stale = await storeStory({ ...fields, relatedTickers: [] }, now.tickers);
    const edited = await storeStory({ ...fields, relatedTickers: now.related });
    await replaceArticleTickers(database.db, edited.id, [(await tickerListingsBySymbol(database.db, [named!])).get(named!)!.id]);

    await runAttempt(reclassifyArticles, {}, context, 1);

    const stored = new Map((await findFeedArticles(database.db, [stale.id, edited.id])).map((row) => [row.id, row]));
    expect(stored.get(stale.id)).toMatchObject({ relatedTickers: now.related });
    expect(stored.get(edited.id)!.tickers.map((ticker) => ticker.ticker)).toEqual([named]);
    expect(stored.get(edited.id)!.relatedTickers).toEqual(now.related.filter((symbol) => symbol !== named));
    expect(articleUpdates(published).map((article) => [article.id, article.related_tickers])).toEqual([
      [String(stale.id), now.related],
      [String(edited.id), now.related.filter((symbol) => symbol !== named)],
    ]);
  });
});
