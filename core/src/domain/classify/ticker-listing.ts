/** One listing of the ticker dictionary (workers/data/ticker-dictionary.json). */
export interface TickerListing {
  ticker: string;
  company: string;
  exchange: string | null;
  sector: string | null;
  country: string | null;
  marketCap: number | null;
  /** Other names headlines use for the company ("Google" for Alphabet), matched like the company's own name. */
  aliases: string[];
}
