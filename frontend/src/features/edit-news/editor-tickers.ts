import type { Article, Ticker } from "@tradewire/core";

/** A ticker in the editor: saved once the server holds it (spec section 3). */
export interface EditorTicker extends Ticker {
  saved: boolean;
}

/** The key that identifies a ticker in lists: symbol, exchange and company together (spec section 3). */
export function tickerKeyOf(ticker: Ticker): string {
  return `${ticker.ticker}|${ticker.exchange ?? ""}|${ticker.company}`;
}

/** Adds a picked result as unsaved, unless its symbol is already listed (spec section 5). */
export function addTicker(list: EditorTicker[], picked: Ticker): EditorTicker[] {
  if (list.some((item) => item.ticker === picked.ticker)) return list;
  return [...list, { ...picked, saved: false }];
}

export function markSaved(tickers: Ticker[]): EditorTicker[] {
  return tickers.map((ticker) => ({ ...ticker, saved: true }));
}

/** The article's own ticker list, used when the editor cannot load it: each symbol stands in for its company (spec section 7). */
export function fallbackTickersOf(article: Article): EditorTicker[] {
  return article.tickers.map((item) => {
    const symbol = typeof item === "string" ? item : item.ticker;
    return { ticker: symbol, company: symbol, exchange: null, sector: null, country: null, saved: true };
  });
}

/** What goes on the wire: the editor's flag stays in the editor. */
export function toWireTickers(list: EditorTicker[]): Ticker[] {
  return list.map(({ ticker, company, exchange, sector, country }) => ({ ticker, company, exchange, sector, country }));
}
