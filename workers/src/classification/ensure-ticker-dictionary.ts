import { listTickerNames, upsertTickers, type Database } from "@tradewire/db";
import { loadTickerListings } from "./ticker-dictionary";

const keyOf = ({ ticker, exchange, company }: { ticker: string; exchange: string | null; company: string }) => `${ticker}\t${exchange}\t${company}`;

/**
 * The tickers table holds the bundled dictionary, so stories can link to listings and editors can search them.
 * A database loaded from an older dictionary is brought up to date: new listings added, corrected names stored.
 */
export async function ensureTickerDictionary(db: Database): Promise<void> {
  const listings = loadTickerListings();
  const stored = new Set((await listTickerNames(db)).map(keyOf));
  if (listings.every((listing) => stored.has(keyOf(listing)))) return;
  await upsertTickers(
    db,
    listings.map(({ ticker, company, exchange, sector, country, marketCap }) => ({ ticker, company, exchange, sector, country, marketCap })),
  );
}
