import { describe, expect, it } from "vitest";
import { makeArticle, makeFeedArticle, makeReport } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { findReport, listArticlesLackingReport, listReportsOfRecentArticles, saveReport } from "./reports";

describe.each(testEngines)("reports on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("keeps one report per article, the latest build replacing the one before", async () => {
    const db = database().db;
    const articleId = await makeReport(db, { payload: { build: 1 } });
    await saveReport(db, articleId, { build: 2 });
    expect((await findReport(db, articleId))?.payload).toEqual({ build: 2 });
    expect(await findReport(db, articleId + 1_000_000)).toBeUndefined();
  });

  it("keeps the later of two overlapping builds, whichever finishes last", async () => {
    const db = database().db;
    const articleId = await makeReport(db, { payload: { build: "first" } });
    const startedEarlier = new Date(Date.now() - 60_000);
    expect(await saveReport(db, articleId, { build: "later" }, new Date(Date.now() + 1_000))).toBe(true);
    expect(await saveReport(db, articleId, { build: "overtaken" }, startedEarlier)).toBe(false);
    expect((await findReport(db, articleId))?.payload).toEqual({ build: "later" });
  });

  it("lists the reports of stories published since a time: the ones worth refreshing", async () => {
    const db = database().db;
    const recent = await makeReport(db, { articleId: (await makeArticle(db, { datePublished: new Date("2030-06-02T00:00:00Z") })).id });
    const old = await makeReport(db, { articleId: (await makeArticle(db, { datePublished: new Date("2030-05-01T00:00:00Z") })).id });
    const listed = await listReportsOfRecentArticles(db, new Date("2030-06-01T00:00:00Z"));
    expect(listed).toContain(recent);
    expect(listed).not.toContain(old);
  });

  it("lists the recent stories that name tickers and lack a report, newest first, with their tickers in order", async () => {
    const db = database().db;
    const at = (day: number) => new Date(Date.UTC(2040, 0, day));
    const older = await makeFeedArticle(db, { title: "Chip curbs widen", datePublished: at(2), tickers: ["NVDA", "AMD"] });
    const newer = await makeFeedArticle(db, { title: "Oil majors rally", datePublished: at(3), tickers: ["XOM"] });
    const built = await makeFeedArticle(db, { title: "Boeing deliveries resume", datePublished: at(4), tickers: ["BA"] });
    await makeReport(db, { articleId: built.id });
    await makeFeedArticle(db, { title: "Opinion: patience", datePublished: at(5) });
    await makeFeedArticle(db, { title: "Old news", datePublished: at(1), tickers: ["F"] });

    expect(await listArticlesLackingReport(db, at(2))).toEqual([
      { articleId: newer.id, tickers: ["XOM"] },
      { articleId: older.id, tickers: ["NVDA", "AMD"] },
    ]);
  });
});
