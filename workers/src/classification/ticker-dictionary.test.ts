import { classifyArticle, findListing } from "@tradewire/core/domain/classify/index";
import { relatedTickersByTag } from "@tradewire/core/domain/classify/related-tickers";
import { describe, expect, it } from "vitest";
import { loadTickerIndex, loadTickerListings } from "./ticker-dictionary";

describe("the bundled ticker dictionary", () => {
  const listings = loadTickerListings();
  const index = loadTickerIndex();

  it("holds a few thousand listings, sorted by ticker, each once", () => {
    expect(listings.length).toBeGreaterThan(2500);
    expect(listings.length).toBeLessThan(4000);
    const tickers = listings.map((listing) => listing.ticker);
    expect(new Set(tickers).size).toBe(tickers.length);
    expect(tickers).toEqual([...tickers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("has the listings traders look for, on their exchanges", () => {
    expect(findListing(index, "AAPL")).toMatchObject({ company: "Apple Inc.", exchange: "NASDAQ" });
    expect(findListing(index, "XOM")).toMatchObject({ exchange: "NYSE", aliases: expect.arrayContaining(["Exxon"]) });
    expect(findListing(index, "SPY")).toMatchObject({ exchange: "NYSEARCA", sector: "ETF" });
    expect(findListing(index, "BRK.B")).toMatchObject({ company: "Berkshire Hathaway Inc.", exchange: "NYSE" });
  });

  it("keeps warrants, units, rights and preferreds out", () => {
    const securities = listings.filter((listing) => /warrant|\bunits?\b|\brights?\b|preferred|depositary shares? (?:each|representing)/i.test(listing.company));
    expect(securities).toEqual([]);
    expect(listings.filter((listing) => !/^[A-Z]{1,5}(?:\.[A-Z])?$/.test(listing.ticker))).toEqual([]);
  });

  it("lists every ETF a story can be related to", () => {
    const related = [...new Set(["SPY", ...Object.values(relatedTickersByTag).flat()])];
    expect(related.filter((ticker) => findListing(index, ticker)?.sector !== "ETF")).toEqual([]);
  });

  it("classifies with the real names", () => {
    const { tickers } = classifyArticle(
      { title: "Exxon Mobil (NYSE: XOM) and Alphabet's Google sign cloud deal", summary: "Apple growers were not involved." },
      { tickerIndex: index, linkerModel: null, impactModel: null, regionModel: null },
    );
    expect(tickers).toEqual(["XOM", "GOOGL"]);
  });
});
