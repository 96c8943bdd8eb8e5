import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles } from "../schema/index";
import { makeArticle, makeTickers } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import {
  countTickers,
  linkArticleTickers,
  listArticleTickers,
  replaceArticleTickers,
  resolveTickers,
  searchTickers,
  tickerListingsBySymbol,
  updateClassifiedTickers,
  upsertTickers,
} from "./tickers";

describe.each(testEngines)("tickers on %s", (engine) => {
  const database = useTestDatabase(engine);
  const listing = (ticker: string, company: string, marketCap: number, exchange = "NASDAQ") => ({ ticker, company, exchange, sector: "Technology", country: "United States", marketCap });
  const originOf = async (id: number) => (await database().db.select({ origin: articles.tickersOrigin }).from(articles).where(eq(articles.id, id)))[0]!.origin;

  it("loads listings once: upserting again refreshes them and adds no row", async () => {
    const db = database().db;
    await upsertTickers(db, [listing("AAPL", "Apple Inc", 3e12), listing("AMD", "Advanced Micro Devices Inc.", 2e11)]);
    const count = await countTickers(db);
    await upsertTickers(db, [listing("AAPL", "Apple Inc.", 3e12)]);
    expect(await countTickers(db)).toBe(count);
    expect((await tickerListingsBySymbol(db, ["AAPL"])).get("AAPL")?.company).toBe("Apple Inc.");
  });

  it("searches the exact symbol first, then symbol prefixes, then company words by market cap", async () => {
    const db = database().db;
    await upsertTickers(db, [listing("AAPL", "Apple Inc.", 3e12), listing("APLE", "Apple Hospitality REIT Inc.", 3e9, "NYSE"), listing("AAPLX", "Aapl Tracker", 1e6)]);
    expect((await searchTickers(db, "AAPL", 20)).map((row) => row.ticker)).toEqual(["AAPL", "AAPLX"]);
    expect((await searchTickers(db, "apple", 20)).map((row) => row.ticker)).toEqual(["AAPL", "APLE"]);
    expect(await searchTickers(db, "   ", 20)).toEqual([]);
  });

  it("resolves symbols to listings, naming the unknown ones", async () => {
    const db = database().db;
    await makeTickers(db, ["AMD"]);
    const { ids, unknown } = await resolveTickers(db, [{ ticker: "amd" }, { ticker: "NOPE" }, { ticker: "AMD" }]);
    expect(ids).toHaveLength(1);
    expect(unknown).toEqual(["NOPE"]);
  });

  it("answers a symbol listed on two exchanges by its larger listing, unless the exchange is named", async () => {
    const db = database().db;
    await upsertTickers(db, [listing("SHEL", "Shell plc", 2e11, "NYSE"), listing("SHEL", "Shell Midstream Partners", 5e9, "NASDAQ")]);
    const larger = (await tickerListingsBySymbol(db, ["SHEL"])).get("SHEL")!;
    expect(larger).toMatchObject({ company: "Shell plc", exchange: "NYSE" });
    expect((await resolveTickers(db, [{ ticker: "shel" }])).ids).toEqual([larger.id]);

    const article = await makeArticle(db);
    await replaceArticleTickers(db, article.id, (await resolveTickers(db, [{ ticker: "SHEL", exchange: "NASDAQ" }])).ids);
    expect(await listArticleTickers(db, article.id)).toMatchObject([{ ticker: "SHEL", company: "Shell Midstream Partners", exchange: "NASDAQ" }]);
  });

  it("links a ticker to an article once: linking it again (a retried ingestion) keeps the first order", async () => {
    const db = database().db;
    const listings = await makeTickers(db, ["LMT", "RTX"]);
    const article = await makeArticle(db);
    await linkArticleTickers(db, [
      { articleId: article.id, tickerId: listings.get("LMT")!.id, position: 0 },
      { articleId: article.id, tickerId: listings.get("RTX")!.id, position: 1 },
    ]);
    await linkArticleTickers(db, [
      { articleId: article.id, tickerId: listings.get("RTX")!.id, position: 0 },
      { articleId: article.id, tickerId: listings.get("LMT")!.id, position: 1 },
    ]);
    expect((await listArticleTickers(db, article.id)).map((row) => row.ticker)).toEqual(["LMT", "RTX"]);
  });

  it("replaces an article's tickers in the given order, all saved, and marks them the editor's", async () => {
    const db = database().db;
    const listings = await makeTickers(db, ["NVDA", "INTC"]);
    const article = await makeArticle(db);
    expect(article.tickersOrigin).toBe("linker");
    await replaceArticleTickers(db, article.id, [listings.get("NVDA")!.id, listings.get("INTC")!.id]);
    await replaceArticleTickers(db, article.id, [listings.get("INTC")!.id, listings.get("NVDA")!.id]);
    const linked = await listArticleTickers(db, article.id);
    expect(linked.map((row) => [row.ticker, row.saved])).toEqual([
      ["INTC", true],
      ["NVDA", true],
    ]);
    expect(await originOf(article.id)).toBe("editor");
  });

  it("re-links a batch in one go: named tickers only where they are the linker's, related ones everywhere", async () => {
    const db = database().db;
    const listings = await makeTickers(db, ["MU", "WDC", "STX"]);
    const idOf = (symbol: string) => listings.get(symbol)!.id;
    const linker = await makeArticle(db);
    await linkArticleTickers(db, [
      { articleId: linker.id, tickerId: idOf("MU"), position: 0 },
      { articleId: linker.id, tickerId: idOf("WDC"), position: 1 },
    ]);
    const cleared = await makeArticle(db);
    await linkArticleTickers(db, [{ articleId: cleared.id, tickerId: idOf("MU"), position: 0 }]);
    const source = await makeArticle(db, { tickersOrigin: "source" });
    const edited = await makeArticle(db);
    await replaceArticleTickers(db, edited.id, [idOf("MU")]);

    const relinked = await updateClassifiedTickers(db, [
      // WDC stays, MU goes, STX comes first.
      { id: linker.id, tickerIds: [idOf("STX"), idOf("WDC")], relatedTickers: ["SMH"] },
      { id: cleared.id, tickerIds: [] },
      { id: source.id, tickerIds: [idOf("STX")], relatedTickers: ["QQQ"] },
      { id: edited.id, tickerIds: [idOf("STX")] },
    ]);
    expect(relinked.sort()).toEqual([linker.id, cleared.id].sort());
    const symbols = async (id: number) => (await listArticleTickers(db, id)).map((row) => row.ticker);
    expect(await symbols(linker.id)).toEqual(["STX", "WDC"]);
    expect(await symbols(cleared.id)).toEqual([]);
    expect(await symbols(source.id)).toEqual([]);
    expect(await symbols(edited.id)).toEqual(["MU"]);
    const related = async (id: number) => (await db.select({ related: articles.relatedTickers }).from(articles).where(eq(articles.id, id)))[0]!.related;
    expect(await related(linker.id)).toEqual(["SMH"]);
    expect(await related(source.id)).toEqual(["QQQ"]);
    // Absent means unchanged.
    expect(await related(cleared.id)).toEqual([]);
    expect(await updateClassifiedTickers(db, [])).toEqual([]);
  });
});
