/**
 * The ETFs a topic moves without the story naming them. Every symbol here is in the ticker dictionary
 * (checked by workers/src/classification/ticker-dictionary.test.ts).
 */
export const relatedTickersByTag: Readonly<Record<string, readonly string[]>> = {
  oil: ["USO", "XLE"],
  energy: ["XLE"],
  defense: ["ITA"],
  gold: ["GLD"],
  semiconductors: ["SMH"],
  tech: ["QQQ"],
  shipping: ["BOAT"],
  metals: ["XME"],
  autos: ["CARZ"],
  agriculture: ["DBA"],
  china: ["FXI"],
  fed: ["TLT", "UUP"],
};

const relatedByTag = new Map(Object.entries(relatedTickersByTag));

/** Tariffs move the whole market unless the story is about one sector, which has its own ETF above. */
const BROAD_TARIFF_TICKER = "SPY";
const SECTOR_TAGS = ["oil", "energy", "defense", "gold", "semiconductors", "tech", "shipping", "metals", "autos", "agriculture"];

/** Macro tickers for a story's tags, apart from the tickers it names. */
export function relatedTickers(tags: readonly string[], named: readonly string[]): string[] {
  const related: string[] = [];
  if (tags.includes("tariffs") && !tags.some((tag) => SECTOR_TAGS.includes(tag))) related.push(BROAD_TARIFF_TICKER);
  for (const tag of tags) {
    for (const ticker of relatedByTag.get(tag) ?? []) if (!related.includes(ticker)) related.push(ticker);
  }
  return named.length ? related.filter((ticker) => !named.includes(ticker)) : related;
}
