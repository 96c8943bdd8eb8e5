import { tickerIdsBySymbol, type Database } from "@tradewire/db";

/**
 * Symbol -> tickers.id, remembered: listings are only ever added, so a known id never changes, and most
 * batches then need no lookup at all. Unknown symbols are asked for again next time (the dictionary may grow).
 */
export function createTickerIdCache(db: Database) {
  const known = new Map<string, number>();
  return async (symbols: string[]): Promise<Map<string, number>> => {
    const missing = symbols.filter((symbol) => !known.has(symbol));
    if (missing.length) for (const [symbol, id] of await tickerIdsBySymbol(db, missing)) known.set(symbol, id);
    return known;
  };
}
