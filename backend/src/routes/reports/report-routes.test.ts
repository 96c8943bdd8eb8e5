import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { reportSchema } from "@tradewire/core";
import { buildReport } from "@tradewire/core/domain/report/index";
import { tables } from "@tradewire/db";
import { makeFeedArticle } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

describe.each(testEngines)("stock-impact reports on %s (replay prices)", (engine) => {
  let app: TestServer;
  let admin: string;
  let trader: string;
  let withTickers: number;
  let withoutTickers: number;

  beforeAll(async () => {
    app = await startTestServer(engine, { env: { PRICE_SOURCE: "replay" } });
    [admin, trader] = await Promise.all([app.tokenFor("admin@demo.local"), app.tokenFor("trader@demo.local")]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (method: string, path: string, token?: string) =>
    fetch(`${app.url}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("builds a report for an admin, stores it and pushes it to members", async () => {
    const { db } = app.database;
    withTickers = (await makeFeedArticle(db, { title: "US widens chip export curbs", datePublished: hoursAgo(50), tickers: ["NVDA", "AMD"] })).id;
    withoutTickers = (await makeFeedArticle(db, { title: "Opinion: patience", datePublished: hoursAgo(5) })).id;

    const member = connect(app.url, { transports: ["websocket"], auth: { token: trader }, reconnection: false });
    const pushed = new Promise<{ article_id: string }>((resolve) => member.once("report.updated", resolve));
    await new Promise<void>((resolve) => member.once("connect", () => resolve()));
    try {
      const created = await call("POST", `/api/report/${withTickers}`, admin);
      expect(created.status).toBe(200);
      expect(await created.json()).toEqual({ success: true });
      expect((await pushed).article_id).toBe(String(withTickers));
    } finally {
      member.disconnect();
    }

    const answer = (await (await call("GET", `/api/report/${withTickers}`, trader)).json()) as { success: boolean; report: unknown };
    expect(answer.success).toBe(true);
    const report = reportSchema.parse(answer.report);
    expect(report.stockSection.rows.map((row) => row.ticker[0])).toEqual(["NVDA", "AMD"]);
    expect(report.stockSection.rows.every((row) => typeof row.price[0] === "number" && typeof row.changeSinceEvent[0] === "number")).toBe(true);
    expect(report.stockSection.rows[0]!.benchmark).toEqual(["SPY"]);
    expect(report.chartSection.defaultTimeFrame).toEqual(["5D"]);
    expect(report.chartSection.availableTimeFrames).toContain("5D");
    expect(report.noPriceData).toEqual([false]);
  });

  it("marks the article as having a report, for members only", async () => {
    const members = (await (await call("GET", "/api/articles?limit=10", trader)).json()) as { articles: { id: string; is_report_present: boolean }[] };
    expect(members.articles.find((article) => article.id === String(withTickers))?.is_report_present).toBe(true);
    const visitors = (await (await call("GET", "/articles/latest?limit=10")).json()) as { articles: { is_report_present: boolean }[] };
    expect(visitors.articles.every((article) => article.is_report_present === false)).toBe(true);
  });

  it("builds a report that says there are no prices when the provider knows none of the story's tickers", async () => {
    const { id } = await makeFeedArticle(app.database.db, { title: "Unlisted start-up raises funds", datePublished: hoursAgo(3), tickers: ["ZZNOPRICE"] });
    expect((await call("POST", `/api/report/${id}`, admin)).status).toBe(200);
    const answer = (await (await call("GET", `/api/report/${id}`, trader)).json()) as { success: boolean; report: unknown };
    const report = reportSchema.parse(answer.report);
    expect(report.noPriceData).toEqual([true]);
    expect(report.stockSection.rows).toMatchObject([{ ticker: ["ZZNOPRICE"], price: [null] }]);
    const feed = (await (await call("GET", "/api/articles?limit=50", trader)).json()) as { articles: { id: string; is_report_present: boolean }[] };
    expect(feed.articles.find((article) => article.id === String(id))?.is_report_present).toBe(true);
  });

  it("says whether a report stored before the no-price flag existed has prices, from its rows", async () => {
    const { id } = await makeFeedArticle(app.database.db, { title: "Stored before the flag", tickers: ["NVDA"] });
    const built = buildReport({
      article: { title: "Stored before the flag", publishedAt: hoursAgo(2) },
      now: new Date(),
      tickers: [{ ticker: "NVDA", company: "NVIDIA Corporation", exchange: "NASDAQ", benchmark: "SPY" }],
      bars: {},
    });
    const { noPriceData: _flag, ...olderShape } = built;
    await app.database.db.insert(tables.reports).values({ articleId: id, payload: olderShape });
    const answer = (await (await call("GET", `/api/report/${id}`, trader)).json()) as { report: { noPriceData: unknown } };
    expect(answer.report.noPriceData).toEqual([true]);
  });

  it("keeps report building to admins and reading to members", async () => {
    expect((await call("POST", `/api/report/${withTickers}`, trader)).status).toBe(403);
    expect((await call("GET", `/api/report/${withTickers}`)).status).toBe(401);
  });

  it("answers 500, not a caller's 400, when a stored report no longer fits its contract", async () => {
    const { id } = await makeFeedArticle(app.database.db, { title: "Stored long ago", tickers: ["NVDA"] });
    await app.database.db.insert(tables.reports).values({ articleId: id, payload: { lastUpdated: "not wrapped" } });
    const answer = await call("GET", `/api/report/${id}`, trader);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ error: "internal_error", message: "Internal server error" });
  });

  it("answers the spec's 404 without a report, and clear errors for unknown or ticker-less articles", async () => {
    const missing = await call("GET", `/api/report/${withoutTickers}`, trader);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false });
    expect((await call("POST", "/api/report/999999", admin)).status).toBe(404);
    const empty = await call("POST", `/api/report/${withoutTickers}`, admin);
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toMatch(/no tickers/);
  });
});

describe("stock-impact reports from the Yahoo chart API (a loopback server with the real format)", () => {
  let yahoo: Server;
  const requests: string[] = [];
  let app: TestServer;

  beforeAll(async () => {
    const fixture = readFileSync(new URL("../../../../workers/src/testing/fixtures/yahoo_chart_v8_GSPC_range5d_interval1d.json", import.meta.url), "utf8");
    yahoo = createServer((request, response) => {
      requests.push(request.url ?? "");
      response.writeHead(200, { "content-type": "application/json" });
      response.end(fixture);
    });
    await new Promise<void>((resolve) => yahoo.listen(0, "127.0.0.1", resolve));
    app = await startTestServer("pglite", {
      env: { PRICE_SOURCE: "yahoo", YAHOO_BASE_URL: `http://127.0.0.1:${(yahoo.address() as { port: number }).port}` },
    });
  });
  afterAll(async () => {
    await app?.close();
    yahoo?.close();
  });

  it("fetches each symbol's bars once and builds again from the cache", async () => {
    const { db } = app.database;
    const id = (await makeFeedArticle(db, { title: "Tariffs hit chipmakers", datePublished: new Date("2026-10-06T14:00:00Z"), tickers: ["NVDA"] })).id;
    const admin = await app.tokenFor("admin@demo.local");
    const build = () => fetch(`${app.url}/api/report/${id}`, { method: "POST", headers: { authorization: `Bearer ${admin}` } });
    expect((await build()).status).toBe(200);
    const first = requests.length;
    expect(requests.some((url) => url.startsWith("/v8/finance/chart/NVDA?"))).toBe(true);
    expect(requests.some((url) => url.startsWith("/v8/finance/chart/SPY?"))).toBe(true);
    expect((await build()).status).toBe(200);
    // Only the still-open tail of each span is asked for again, never the history already stored.
    const again = requests.slice(first);
    expect(again.length).toBeLessThanOrEqual(first);
    for (const url of again) {
      const period1 = Number(new URL(url, "http://x").searchParams.get("period1"));
      expect(period1).toBeGreaterThan(Date.parse("2026-10-06T14:00:00Z") / 1000);
    }
  });
});
