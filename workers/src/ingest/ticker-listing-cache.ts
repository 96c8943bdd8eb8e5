import { tickerListingsBySymbol, type Database, type TickerSummary } from "@tradewire/db";

export type CachedListing = TickerSummary & { id: number };

/**
 * Symbol -> its listing, remembered: listings are only ever added, so a known one never changes, and most
 * batches then need no lookup at all. Unknown symbols are asked for again next time (the dictionary may grow).
 */
export function createTickerListingCache(db: Database) {
  const known = new Map<string, CachedListing>();
  return async (symbols: string[]): Promise<Map<string, CachedListing>> => {
    const missing = symbols.filter((symbol) => !known.has(symbol));
    if (missing.length) for (const [symbol, listing] of await tickerListingsBySymbol(db, missing)) known.set(symbol, listing);
    return known;
  };
}

/** The listings a story links for these symbols: in their order, each once, symbols with no listing left out. */
export const linkedListings = (symbols: readonly string[], listings: ReadonlyMap<string, CachedListing>): CachedListing[] =>
  [...new Set(symbols)].flatMap((symbol) => listings.get(symbol) ?? []);
