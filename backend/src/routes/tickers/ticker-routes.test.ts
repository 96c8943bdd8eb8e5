import { tables, upsertTickers } from "@tradewire/db";
import { makeFeedArticle } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("ticker routes on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  let admin: string;
  let articleId: number;

  beforeAll(async () => {
    app = await startTestServer(engine);
    [trader, admin] = await Promise.all([app.tokenFor("trader@demo.local"), app.tokenFor("admin@demo.local")]);
    articleId = (await makeFeedArticle(app.database.db, { title: "Chip stocks fall", tickers: ["NVDA"] })).id;
    const listing = (ticker: string, company: string, marketCap: number, exchange = "NASDAQ") => ({
      ticker,
      company,
      exchange,
      sector: exchange === "NYSEARCA" ? "ETF" : "Technology",
      country: exchange === "NYSEARCA" ? null : "United States",
      marketCap,
    });
    await upsertTickers(app.database.db, [
      listing("A", "Agilent Technologies Inc.", 4e10, "NYSE"),
      listing("AA", "Alcoa Corporation", 1e10, "NYSE"),
      listing("AAPL", "Apple Inc.", 3e12),
      listing("AMD", "Advanced Micro Devices Inc.", 2e11),
      listing("APLE", "Apple Hospitality REIT Inc.", 3e9, "NYSE"),
      listing("NVDA", "NVIDIA Corporation", 3e12),
      listing("SPY", "SPDR S&P 500 ETF Trust", 5e11, "NYSEARCA"),
    ]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
    fetch(`${app.url}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const symbols = async (query: string) => {
    const found = (await (await call("GET", `/api/tickers/search?q=${encodeURIComponent(query)}`, trader)).json()) as { ticker: string }[];
    return found.map((t) => t.ticker);
  };

  describe("GET /api/tickers/search", () => {
    it("puts the exact symbol first, then symbol prefixes, then company words, largest first", async () => {
      expect(await symbols("a")).toEqual(["A", "AAPL", "AMD", "AA", "APLE"]);
      expect(await symbols("aapl")).toEqual(["AAPL"]);
      expect(await symbols("apple")).toEqual(["AAPL", "APLE"]);
      expect(await symbols("apple hosp")).toEqual(["APLE"]);
    });

    it("answers the spec's fields, null where a listing has no value", async () => {
      const [spy] = (await (await call("GET", "/api/tickers/search?q=SPY", trader)).json()) as Record<string, unknown>[];
      expect(spy).toEqual({ ticker: "SPY", company: "SPDR S&P 500 ETF Trust", exchange: "NYSEARCA", sector: "ETF", country: null });
    });

    it("gives an empty list for a blank query and treats LIKE wildcards as text", async () => {
      expect(await symbols("   ")).toEqual([]);
      expect(await symbols("%")).toEqual([]);
    });

    it("requires sign-in", async () => {
      expect((await call("GET", "/api/tickers/search?q=a", undefined)).status).toBe(401);
    });
  });

  describe("an article's tickers", () => {
    it("lists them for members and 404s an unknown article", async () => {
      const listed = await (await call("GET", `/api/articles/${articleId}/tickers`, trader)).json();
      expect(listed).toEqual([{ ticker: "NVDA", company: "NVIDIA Corporation", exchange: "NASDAQ", sector: "Technology", country: "United States" }]);
      expect((await call("GET", "/api/articles/999999/tickers", trader)).status).toBe(404);
      expect((await call("GET", "/api/articles/abc/tickers", trader)).status).toBe(400);
    });

    it("lets only admins replace them, checked on the server", async () => {
      const body = [{ ticker: "AMD", company: "Advanced Micro Devices Inc.", exchange: "NASDAQ", sector: "Technology", country: "United States" }];
      expect((await call("POST", `/api/articles/${articleId}/tickers`, trader, body)).status).toBe(403);
      expect((await call("POST", `/api/articles/${articleId}/tickers`, undefined, body)).status).toBe(401);
    });

    it("replaces the list in the given order and ignores repeated symbols", async () => {
      const response = await call("POST", `/api/articles/${articleId}/tickers`, admin, [
        { ticker: "amd" },
        { ticker: "NVDA", exchange: "NASDAQ" },
        { ticker: "AMD" },
      ]);
      expect(response.status).toBe(200);
      const answer = await readJson(response);
      expect(answer.success).toBe(true);
      expect(answer.tickers.map((t: { ticker: string }) => t.ticker)).toEqual(["AMD", "NVDA"]);
    });

    it("refuses unknown tickers, naming them, and keeps the saved list", async () => {
      const response = await call("POST", `/api/articles/${articleId}/tickers`, admin, [{ ticker: "AMD" }, { ticker: "ZZZZ" }, { ticker: "QQQQ" }]);
      expect(response.status).toBe(400);
      expect((await readJson(response)).message).toBe("Unknown tickers: ZZZZ, QQQQ");
      const listed = (await (await call("GET", `/api/articles/${articleId}/tickers`, trader)).json()) as { ticker: string }[];
      expect(listed.map((t) => t.ticker)).toEqual(["AMD", "NVDA"]);
    });

    it("marks the saved list the editor's, so re-classification leaves it alone; a refused list marks nothing", async () => {
      const story = await makeFeedArticle(app.database.db, { title: "AMD wins data-center order", tickers: ["NVDA"] });
      const originOf = async () =>
        (await app.database.db.select({ origin: tables.articles.tickersOrigin }).from(tables.articles).where(eq(tables.articles.id, story.id)))[0]!.origin;
      expect(await originOf()).toBe("linker");
      expect((await call("POST", `/api/articles/${story.id}/tickers`, admin, [{ ticker: "ZZZZ" }])).status).toBe(400);
      expect(await originOf()).toBe("linker");
      expect((await call("POST", `/api/articles/${story.id}/tickers`, admin, [{ ticker: "AMD" }])).status).toBe(200);
      expect(await originOf()).toBe("editor");
    });

    it("answers 400 for a body that is not a list of tickers", async () => {
      const response = await call("POST", `/api/articles/${articleId}/tickers`, admin, { ticker: "AMD" });
      expect(response.status).toBe(400);
      expect((await readJson(response)).message).toMatch(/^body: /);
    });
  });
});
