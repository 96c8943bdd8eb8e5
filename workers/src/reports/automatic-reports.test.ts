import { readFileSync } from "node:fs";
import type { EmittedEvent, Report } from "@tradewire/core";
import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { findFeedArticles, findReport, presentArticle, presentReport, type Database } from "@tradewire/db";
import { makeFeedArticle } from "@tradewire/db/testing/factories";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobSystem, type JobSystem } from "../create-job-system";
import type { IncomingArticle } from "../ingest/ingest-articles";
import { newsServicesOf } from "../news/news-services";
import { jobContextForTest } from "../testing/job-context-for-test";
import { startFixtureServer, type FixtureRoute, type FixtureServer } from "@tradewire/platform/testing";
import { buildMissingReports } from "./build-missing-reports.job";
import { buildReportOnArticle } from "./build-report-on-article.processor";

const CHART = "/v8/finance/chart/";
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const story = (title: string, tickers: string[]): IncomingArticle => ({
  title,
  url: `https://www.reuters.com/markets/${Math.random().toString(36).slice(2)}`,
  source: "reuters",
  publishedAt: daysAgo(1),
  summary: null,
  tickers,
});

/** The stored report as GET /api/report/:id answers it, and the story as the feed shows it. */
async function readBack(db: Database, articleId: number): Promise<{ report: Report | undefined; reportPresent: boolean }> {
  const row = await findReport(db, articleId);
  const [article] = await findFeedArticles(db, [articleId]);
  return { report: row && presentReport(row), reportPresent: presentArticle(article!).is_report_present };
}

describe.each(testEngines)("automatic stock reports on %s, priced by a loopback Yahoo", (engine) => {
  let database: TestDatabase;
  let yahoo: FixtureServer;
  let system: JobSystem;
  const pushed: EmittedEvent[] = [];
  const reportPushFor = (articleId: number) =>
    pushed.find((entry) => entry.event === "report.updated" && (entry.payload as { article_id: string }).article_id === String(articleId));

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const chart = readFileSync(new URL("../testing/fixtures/yahoo_chart_v8_GSPC_range5d_interval1d.json", import.meta.url), "utf8");
    const answer: FixtureRoute = (_request, response) => void response.writeHead(200, { "content-type": "application/json" }).end(chart);
    // NVDA and its benchmark have daily bars; every other symbol is unknown (404), as Yahoo answers one it lacks.
    yahoo = await startFixtureServer({ [`${CHART}NVDA`]: answer, [`${CHART}SPY`]: answer });
    const { context } = await jobContextForTest(database, { PRICE_SOURCE: "yahoo", YAHOO_BASE_URL: yahoo.url });
    system = await createJobSystem({ config: context.config, database, logger: pino({ level: "silent" }), push: (batch) => void pushed.push(...batch) });
  });
  afterAll(async () => {
    await system?.runner.close();
    await yahoo?.close();
    await database?.drop();
  });

  it("builds a new story's report as it arrives and pushes it, so the Report button appears live", async () => {
    await newsServicesOf(system.context).ingestor.ingest([story("Nvidia wins export licence for China chips", ["NVDA"])]);
    const created = pushed.find((entry) => entry.event === "article.created")!.payload as { id: string; is_report_present: boolean };
    expect(created.is_report_present).toBe(false);
    const articleId = Number(created.id);

    await expect.poll(() => reportPushFor(articleId), { timeout: 15_000 }).toBeTruthy();
    const { report, reportPresent } = await readBack(database.db, articleId);
    expect(reportPresent).toBe(true);
    expect(report!.noPriceData).toEqual([false]);
    expect(report!.stockSection.rows.map((row) => row.ticker[0])).toEqual(["NVDA"]);
    expect(typeof report!.stockSection.rows[0]!.price[0]).toBe("number");
    expect(yahoo.requests.some((request) => request.path === `${CHART}NVDA`)).toBe(true);
  });

  it("gives a story whose tickers have no prices a report that says so, instead of an empty one", async () => {
    await newsServicesOf(system.context).ingestor.ingest([story("Palantir lands Pentagon contract", ["PLTR"])]);
    const created = pushed.filter((entry) => entry.event === "article.created").at(-1)!.payload as { id: string; title: string };
    expect(created.title).toBe("Palantir lands Pentagon contract");
    const articleId = Number(created.id);

    await expect.poll(() => reportPushFor(articleId), { timeout: 15_000 }).toBeTruthy();
    expect((reportPushFor(articleId)!.payload as { report: Report }).report.noPriceData).toEqual([true]);
    const { report, reportPresent } = await readBack(database.db, articleId);
    expect(reportPresent).toBe(true);
    expect(report!.noPriceData).toEqual([true]);
    expect(report!.stockSection.rows[0]).toMatchObject({ ticker: ["PLTR"], price: [null], changeSinceEvent: [null] });
    expect(yahoo.requests.some((request) => request.path === `${CHART}PLTR`)).toBe(true);
  });

  it("builds the missing reports of stored stories that name tickers, leaving old and ticker-less stories alone", async () => {
    const db = database.db;
    const recent = await makeFeedArticle(db, { title: "Chip curbs widen", datePublished: daysAgo(3), tickers: ["NVDA"] });
    const tickerless = await makeFeedArticle(db, { title: "Opinion: patience pays", datePublished: daysAgo(2) });
    const old = await makeFeedArticle(db, { title: "Chip curbs first floated", datePublished: daysAgo(45), tickers: ["NVDA"] });

    const recorded = await jobContextForTest(database, { PRICE_SOURCE: "yahoo", YAHOO_BASE_URL: yahoo.url });
    await buildMissingReports.handler({}, recorded.context, { attempt: 1, signal: new AbortController().signal });
    expect(recorded.queued).toEqual([{ name: "build-report", payload: { articleId: recent.id } }]);

    await system.runner.run("build-missing-reports", {});
    await expect.poll(() => reportPushFor(recent.id), { timeout: 15_000 }).toBeTruthy();
    expect((await readBack(db, recent.id)).reportPresent).toBe(true);
    expect(await findReport(db, tickerless.id)).toBeUndefined();
    expect(await findReport(db, old.id)).toBeUndefined();
  });
});

describe("which new stories get a report", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("only those naming a ticker the price provider knows (replay prices know the replay set's symbols)", async () => {
    const { context, enqueued } = await jobContextForTest(database, { PRICE_SOURCE: "replay" });
    const arrive = (symbols: string[]) =>
      buildReportOnArticle.handle(
        articleFixture({ tickers: symbols.map((ticker) => ({ ticker, company: `${ticker} Inc.`, exchange: "NASDAQ", sector: null, country: null })) }),
        context,
      );
    await arrive([]);
    await arrive(["SPCX"]);
    expect(enqueued).toEqual([]);
    await arrive(["SPCX", "NVDA"]);
    expect(enqueued).toEqual(["build-report"]);
  });
});
