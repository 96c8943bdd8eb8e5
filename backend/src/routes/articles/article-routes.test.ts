import { tables } from "@tradewire/db";
import { makeFeedArticle } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("news API on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    app = await startTestServer(engine);
    trader = await app.tokenFor("trader@demo.local");
    const db = app.database.db;
    const tariffs = await makeFeedArticle(db, {
      title: "US imposes 60% tariffs on Chinese semiconductors",
      summary: "Chipmakers slide as retaliation looms",
      url: "https://www.reuters.com/markets/tariffs-chips",
      source: "reuters",
      impact: "high",
      tags: ["tariffs", "china"],
      datePublished: at("2026-11-20T10:00:00Z"),
      tickers: ["NVDA", "AMD", "INTC"],
      markets: [
        { question: "Will the US impose chip tariffs by 2027?", slug: "us-chip-tariffs-2027", closed: false },
        { question: "Tariffs above 50% by June?", slug: "tariffs-50-june", closed: true },
      ],
    });
    await db.insert(tables.reports).values({ articleId: tariffs.id, payload: {} });
    await makeFeedArticle(db, {
      title: "Houthis strike tanker in Red Sea; oil jumps",
      url: "https://www.aljazeera.com/news/red-sea-tanker",
      source: "aljazeera",
      impact: "high",
      tags: ["middle-east", "oil", "shipping"],
      datePublished: at("2026-11-21T08:00:00Z"),
      tickers: ["XOM"],
    });
    await makeFeedArticle(db, {
      title: "Opinion: what the steel talks mean for Detroit",
      url: "https://www.cnbc.com/2026/11/19/steel-opinion.html",
      source: "cnbc",
      impact: "low",
      tags: ["steel"],
      datePublished: at("2026-11-19T12:00:00Z"),
    });
    await makeFeedArticle(db, {
      title: "EU and US resume trade talks on steel quotas",
      url: "https://www.ft.com/content/steel-talks",
      source: "fintimes",
      impact: "mid",
      tags: ["trade", "steel", "eu"],
      datePublished: at("2026-11-18T09:00:00Z"),
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (path: string, token?: string) =>
    fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const titles = async (path: string, token = trader) =>
    (await readJson(await get(path, token))).articles.map((article: { title: string }) => article.title);

  it("requires sign-in for /api/articles", async () => {
    expect((await get("/api/articles")).status).toBe(401);
  });

  it("gives members the whole feed, newest first, with tickers, markets and report flags", async () => {
    const body = await readJson(await get("/api/articles", trader));
    expect(body.articles.map((article: { source: string }) => article.source)).toEqual(["aljazeera", "reuters", "cnbc", "fintimes"]);
    const chips = body.articles[1];
    expect(chips.id).toMatch(/^\d+$/);
    expect(chips.tickers.map((ticker: { ticker: string }) => ticker.ticker)).toEqual(["NVDA", "AMD", "INTC"]);
    expect(chips.tickers[0]).toEqual({ ticker: "NVDA", company: "NVDA Inc.", exchange: "NASDAQ", sector: "Technology", country: "United States" });
    expect(chips.predictionMarkets).toContainEqual(expect.objectContaining({ platform: "polymarket", question: "Will the US impose chip tariffs by 2027?", slug: "us-chip-tariffs-2027", closed: false }));
    expect(chips.is_report_present).toBe(true);
    expect(body.articles[0].is_report_present).toBe(false);
    expect(body.next_before).toBeNull();
  });

  it.each([
    ["impact=high", ["Houthis strike tanker in Red Sea; oil jumps", "US imposes 60% tariffs on Chinese semiconductors"]],
    ["impact=low,mid", ["Opinion: what the steel talks mean for Detroit", "EU and US resume trade talks on steel quotas"]],
    ["source=cnbc,fintimes&impact=mid", ["EU and US resume trade talks on steel quotas"]],
    ["tag=middle-east", ["Houthis strike tanker in Red Sea; oil jumps"]],
    ["ticker=amd", ["US imposes 60% tariffs on Chinese semiconductors"]],
    ["q=steel", ["Opinion: what the steel talks mean for Detroit", "EU and US resume trade talks on steel quotas"]],
    ["q=retaliation", ["US imposes 60% tariffs on Chinese semiconductors"]],
    ["q=steel -opinion", ["EU and US resume trade talks on steel quotas"]],
  ])("filters with %s", async (query, expected) => {
    expect(await titles(`/api/articles?${query}`)).toEqual(expected);
  });

  it("counts a search's matches on all pages together, and only when searching", async () => {
    const steel = await readJson(await get("/api/articles?q=steel&limit=1", trader));
    expect(steel.articles).toHaveLength(1);
    expect(steel.total).toBe(2);
    expect(steel.next_before).toEqual(expect.any(String));
    expect((await readJson(await get("/api/articles?ticker=XOM,NVDA", trader))).total).toBe(2);
    expect((await readJson(await get("/api/articles?q=nothing-like-this", trader))).total).toBe(0);
    expect(await readJson(await get("/api/articles?limit=1", trader))).not.toHaveProperty("total");
  });

  it("matches a visitor's ticker filter on the shown first ticker only, never on a hidden one", async () => {
    const visitor = async (query: string) => readJson(await get(`/articles/latest?${query}`));
    expect(await visitor("ticker=amd")).toMatchObject({ articles: [], total: 0 });
    const nvda = await visitor("ticker=nvda");
    expect(nvda.articles.map((article: { tickers: string[] }) => article.tickers)).toEqual([["NVDA", "HIDDEN", "HIDDEN"]]);
    expect(nvda.total).toBe(1);
    expect(await titles("/articles/latest?ticker=amd")).toEqual(["US imposes 60% tariffs on Chinese semiconductors"]);
  });

  it("pages with a cursor, without overlap, and ends with a null cursor", async () => {
    const first = await readJson(await get("/api/articles?limit=3", trader));
    expect(first.articles).toHaveLength(3);
    expect(first.next_before).toEqual(expect.any(String));
    const second = await readJson(await get(`/api/articles?limit=3&before=${first.next_before}`, trader));
    expect(second.articles.map((article: { source: string }) => article.source)).toEqual(["fintimes"]);
    expect(second.next_before).toBeNull();
  });

  it.each([
    ["before=garbage", "query.before: not a cursor this API gave out"],
    ["impact=extreme", /^query\.impact/],
    ["limit=1000", /^query\.limit/],
    ["ticker=%3Bdrop", /^query\.ticker/],
  ])("answers 400 naming the bad parameter (%s)", async (query, message) => {
    const response = await get(`/api/articles?${query}`, trader);
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toMatch(message);
  });

  it("gives visitors the redacted demo on /articles/latest", async () => {
    const body = await readJson(await get("/articles/latest?limit=10"));
    const chips = body.articles.find((article: { source: string }) => article.source === "reuters");
    expect(chips.id).toBe("unknown");
    expect(chips.tickers).toEqual(["NVDA", "HIDDEN", "HIDDEN"]);
    expect(chips.predictionMarkets).toContainEqual({ id: "unknown", platform: "polymarket", question: "HIDDEN", slug: null, closed: false });
    expect(chips.predictionMarkets).toContainEqual({ id: "unknown", platform: "polymarket", question: "Tariffs above 50% by June?", slug: "tariffs-50-june", closed: true });
    expect(chips.is_report_present).toBe(false);
    expect(JSON.stringify(body)).not.toContain("us-chip-tariffs-2027");
  });

  it("gives members the full copy on /articles/latest", async () => {
    const body = await readJson(await get("/articles/latest?limit=2", trader));
    expect(body.articles[1].tickers[1].ticker).toBe("AMD");
    expect(body.articles).toHaveLength(2);
  });

  it("lists the newest middle-east stories on /articles/middle-east", async () => {
    const body = await readJson(await get("/articles/middle-east"));
    expect(body.articles).toEqual([
      {
        title: "Houthis strike tanker in Red Sea; oil jumps",
        url: "https://www.aljazeera.com/news/red-sea-tanker",
        source: "aljazeera",
        impact: "high",
        date_published: "2026-11-21T08:00:00.000Z",
      },
    ]);
  });

  describe("POST /api/events", () => {
    const post = (body: unknown, token?: string) =>
      fetch(`${app.url}/api/events`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });

    it("stores a member's click with their user and a visitor's without", async () => {
      expect((await post({ name: "Article Clicked", properties: { url: "https://x.test/a" } }, trader)).status).toBe(204);
      expect((await post({ name: "Hidden Prediction Market Clicked" })).status).toBe(204);
      const rows = await app.database.db.select().from(tables.interactionEvents);
      expect(rows.map((row) => [row.name, row.userId === null])).toEqual([
        ["Article Clicked", false],
        ["Hidden Prediction Market Clicked", true],
      ]);
      expect(rows[0]!.properties).toEqual({ url: "https://x.test/a" });
    });

    it("answers 400 naming an unknown event", async () => {
      const response = await post({ name: "Page Scrolled" });
      expect(response.status).toBe(400);
      expect((await readJson(response)).message).toMatch(/^body\.name: /);
    });
  });

  it("shows source health to admins only", async () => {
    expect((await get("/api/sources", trader)).status).toBe(403);
    const admin = await get("/api/sources", await app.tokenFor("admin@demo.local"));
    expect(admin.status).toBe(200);
    expect(await readJson(admin)).toEqual({ sources: [] });
  });
});
