import { describe, expect, it } from "vitest";
import { makeArticle, makeTickers } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { countTickers, listArticleTickers, replaceArticleTickers, resolveTickers, searchTickers, tickerListingsBySymbol, upsertTickers } from "./tickers";

describe.each(testEngines)("tickers on %s", (engine) => {
  const database = useTestDatabase(engine);
  const listing = (ticker: string, company: string, marketCap: number, exchange = "NASDAQ") => ({ ticker, company, exchange, sector: "Technology", country: "United States", marketCap });

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
    await upsertTickers(db, [listing("APLE", "Apple Hospitality REIT Inc.", 3e9, "NYSE"), listing("AAPLX", "Aapl Tracker", 1e6)]);
    expect((await searchTickers(db, "AAPL", 20)).map((row) => row.ticker)).toEqual(["AAPL", "AAPLX"]);
    expect((await searchTickers(db, "apple", 20)).map((row) => row.ticker)).toEqual(["AAPL", "APLE"]);
    expect(await searchTickers(db, "   ", 20)).toEqual([]);
  });

  it("resolves symbols to listings, naming the unknown ones", async () => {
    const { ids, unknown } = await resolveTickers(database().db, [{ ticker: "amd" }, { ticker: "NOPE" }, { ticker: "AMD" }]);
    expect(ids).toHaveLength(1);
    expect(unknown).toEqual(["NOPE"]);
  });

  it("replaces an article's tickers in the given order, all saved", async () => {
    const db = database().db;
    const listings = await makeTickers(db, ["NVDA", "INTC"]);
    const article = await makeArticle(db);
    await replaceArticleTickers(db, article.id, [listings.get("NVDA")!.id, listings.get("INTC")!.id]);
    await replaceArticleTickers(db, article.id, [listings.get("INTC")!.id, listings.get("NVDA")!.id]);
    const linked = await listArticleTickers(db, article.id);
    expect(linked.map((row) => [row.ticker, row.saved])).toEqual([
      ["INTC", true],
      ["NVDA", true],
    ]);
  });
});
