import { countTickers, upsertTickers, type Database } from "@tradewire/db";
import { loadTickerListings } from "./ticker-dictionary";

/** The tickers table holds the bundled dictionary, so stories can link to listings and editors can search them. */
export async function ensureTickerDictionary(db: Database): Promise<void> {
  const listings = loadTickerListings();
  if ((await countTickers(db)) >= listings.length) return;
  await upsertTickers(
    db,
    listings.map(({ ticker, company, exchange, sector, country, marketCap }) => ({ ticker, company, exchange, sector, country, marketCap })),
  );
}
