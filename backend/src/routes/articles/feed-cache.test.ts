import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { makeFeedArticle } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { newsServicesOf } from "@tradewire/workers";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../../testing/raw-get";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("cached feed pages on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  let admin: string;
  let chipsId: number;
  let story = 0;

  beforeAll(async () => {
    app = await startTestServer(engine, { env: { PRICE_SOURCE: "replay" } });
    [trader, admin] = await Promise.all([app.tokenFor("trader@demo.local"), app.tokenFor("admin@demo.local")]);
    ({ id: chipsId } = await makeFeedArticle(app.database.db, {
      title: "US imposes 60% tariffs on Chinese semiconductors",
      url: "https://www.reuters.com/cache/chips",
      source: "reuters",
      impact: "high",
      datePublished: new Date(Date.now() - 3_600_000),
      tickers: ["NVDA", "AMD"],
      markets: [{ question: "Will the US impose chip tariffs by 2027?", slug: "chip-tariffs", closed: false }],
    }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  /** The story made above, as the first page of 50 shows it. */
  const chips = async (token?: string) =>
    (await readJson(await get("/api/articles?limit=50", token))).articles.find((article: { url: string }) => article.url === "https://www.reuters.com/cache/chips");
  const titles = async (path: string, token?: string) => (await readJson(await get(path, token))).articles.map((article: { title: string }) => article.title);
  /** A story stored the way the news pollers store one: written, then announced with article.created. */
  const ingest = async (title: string) => {
    story += 1;
    const url = `https://www.reuters.com/cache/${story}`;
    await newsServicesOf(app.jobs.context).ingestor.ingest([{ title, url, source: "reuters", summary: "Markets react.", publishedAt: new Date() }]);
    return url;
  };

  it("shows a story stored after the page was cached on the very next fetch, to members and visitors", async () => {
    await titles("/api/articles?limit=5", trader);
    await titles("/articles/latest?limit=5");
    await ingest("Japan imposes export curbs on chipmaking chemicals");
    expect((await titles("/api/articles?limit=5", trader))[0]).toBe("Japan imposes export curbs on chipmaking chemicals");
    expect((await titles("/articles/latest?limit=5"))[0]).toBe("Japan imposes export curbs on chipmaking chemicals");
  });

  it("answers a client whose socket was just pushed a story with a first page that has it", async () => {
    await titles("/api/articles?limit=5", trader);
    const socket = connect(app.url, { transports: ["websocket"], auth: { token: trader }, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", resolve);
        socket.once("connect_error", reject);
      });
      const refetched = new Promise<string[]>((resolve) => socket.once("article.created", () => void titles("/api/articles?limit=5", trader).then(resolve)));
      await ingest("Brazil raises steel import tariffs to 25%");
      expect((await refetched)[0]).toBe("Brazil raises steel import tariffs to 25%");
    } finally {
      socket.disconnect();
    }
  });

  it("answers 304 without a body to a client whose page has not changed, and the new page once it has", async () => {
    const first = await get("/api/articles?limit=5", trader);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const unchanged = await get("/api/articles?limit=5", trader, { "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    await ingest("Canada retaliates with tariffs on US dairy");
    const changed = await get("/api/articles?limit=5", trader, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect((await readJson(changed)).articles[0].title).toBe("Canada retaliates with tariffs on US dairy");
  });

  it("serves the same bytes compressed as the client accepts, under one ETag", async () => {
    const path = `${app.url}/api/articles?limit=50`;
    const auth = { authorization: `Bearer ${trader}` };
    const [plain, br, gzip] = await Promise.all([
      rawGet(path, auth),
      rawGet(path, { ...auth, "accept-encoding": "gzip, deflate, br" }),
      rawGet(path, { ...auth, "accept-encoding": "gzip" }),
    ]);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(new Set([plain, br, gzip].map((answer) => answer.headers.etag)).size).toBe(1);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });

  it("never hands a visitor the members' copy of a shared page, nor a member the visitors' one", async () => {
    const member = await readJson(await get("/articles/latest?limit=50", trader));
    const visitor = await readJson(await get("/articles/latest?limit=50"));
    const chipsOn = (page: Record<string, any>) => page.articles.find((article: { title: string }) => article.title.includes("semiconductors"));
    expect(chipsOn(member).tickers.map((ticker: { ticker: string }) => ticker.ticker)).toEqual(["NVDA", "AMD"]);
    expect(chipsOn(visitor)).toMatchObject({ id: "unknown", tickers: ["NVDA", "HIDDEN"] });
    expect((await get("/articles/latest")).headers.get("vary")).toMatch(/authorization/i);
    // A visitor's ticker filter matches only the ticker a visitor can see, even after a member's search for it.
    expect(await titles("/api/articles?ticker=AMD", trader)).toContain("US imposes 60% tariffs on Chinese semiconductors");
    expect(await titles("/articles/latest?ticker=AMD")).toEqual([]);
    expect(await titles("/articles/latest?ticker=AMD", trader)).toContain("US imposes 60% tariffs on Chinese semiconductors");
  });

  it("shows an editor's tickers and markets on the next page", async () => {
    const chipsOf = () => chips(trader);
    expect((await chipsOf()).tickers.map((ticker: { ticker: string }) => ticker.ticker)).toEqual(["NVDA", "AMD"]);
    const saved = await fetch(`${app.url}/api/articles/${chipsId}/tickers`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify([{ ticker: "AMD", company: "AMD Inc.", exchange: "NASDAQ", sector: "Technology", country: "United States" }]),
    });
    expect(saved.status).toBe(200);
    expect((await chipsOf()).tickers.map((ticker: { ticker: string }) => ticker.ticker)).toEqual(["AMD"]);
    const cleared = await fetch(`${app.url}/api/articles/${chipsId}/markets`, {
      method: "PUT",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ market_ids: [] }),
    });
    expect(cleared.status).toBe(200);
    expect((await chipsOf()).predictionMarkets).toEqual([]);
  });

  it("shows a report built for a story on the next page (report.updated)", async () => {
    const flag = async () => (await chips(trader)).is_report_present;
    expect(await flag()).toBe(false);
    const built = await fetch(`${app.url}/api/report/${chipsId}`, { method: "POST", headers: { authorization: `Bearer ${admin}` } });
    expect(built.status).toBe(200);
    expect(await flag()).toBe(true);
  });
});
