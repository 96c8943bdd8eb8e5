/**
 * Builds workers/data/replay-prices.json, the anchors of the replay price provider:
 * `npx tsx scripts/src/build-replay-prices.ts [listings-dir]` (default ../shared/data/tickers from the repo
 * root). Covers every ticker of the replay news set plus the dictionary's ETFs. The output is committed so
 * nothing reads the shared data at run time.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The listings are a snapshot of Saturday 2026-08-22, so their lastsale is Friday's close. */
const ANCHOR_DATE = "2026-08-21";
const LARGE_CAP = 10_000_000_000;
const DAILY_VOLATILITY = { etf: 0.01, largeCap: 0.015, smallCap: 0.03 } as const;

/** ETFs are not in the screener lists; rough prices of the same period. */
const ETF_PRICES: Record<string, number> = {
  BOAT: 30.5, CARZ: 62.4, DBA: 26.1, DIA: 452.3, EEM: 50.2, FXI: 38.6, GLD: 310.8, IWM: 233.5,
  QQQ: 571.9, SLV: 35.2, SMH: 291.4, SPY: 645.3, TLT: 87.1, UNG: 14.8, USO: 74.6, UUP: 27.2,
  XLE: 88.9, XLF: 53.4, XLI: 151.2, XLK: 268.7, XME: 79.5, ITA: 196.3,
  EWA: 26.4, EWC: 47.6, EWG: 41.5, EWJ: 77.3, EWU: 40.2, FEZ: 58.0,
};
/**
 * The country funds the replay calendar's releases are measured on (core's COUNTRY_INDEX_FUNDS for the euro area,
 * Germany, the UK, Japan, Canada and Australia; China's FXI is a dictionary ETF already).
 */
const CALENDAR_FUNDS = ["EWA", "EWC", "EWG", "EWJ", "EWU", "FEZ"];

interface ScreenerRow { symbol: string; lastsale: string; marketCap: string }
interface DictionaryRow { ticker: string; sector: string | null; marketCap: number | null }

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const sourceDir = resolve(repoRoot, process.argv[2] ?? "../shared/data/tickers");
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, "utf8")) as T;

const lastSales = new Map<string, number>();
for (const exchange of ["nyse", "nasdaq", "amex"]) {
  for (const row of readJson<ScreenerRow[]>(resolve(sourceDir, `${exchange}_listings.json`))) {
    const price = Number(row.lastsale.replace(/[$,]/g, ""));
    if (price > 0) lastSales.set(row.symbol.replace("/", "."), price);
  }
}

const dictionary = readJson<DictionaryRow[]>(resolve(repoRoot, "workers/data/ticker-dictionary.json"));
const listingOf = new Map(dictionary.map((row) => [row.ticker, row]));
const articles = readJson<{ tickers: string[] }[]>(resolve(repoRoot, "workers/data/replay-articles.json"));
const symbols = new Set([
  ...articles.flatMap((article) => article.tickers),
  "SPY",
  "QQQ",
  ...CALENDAR_FUNDS,
  ...dictionary.filter((row) => row.sector === "ETF").map((row) => row.ticker),
]);

const entries = [...symbols].sort().map((symbol) => {
  const listing = listingOf.get(symbol);
  const etf = listing?.sector === "ETF" || symbol in ETF_PRICES;
  const price = etf ? ETF_PRICES[symbol] : lastSales.get(symbol);
  if (price === undefined) throw new Error(`${symbol}: no lastsale and no hand price`);
  const dailyVolatility = etf
    ? DAILY_VOLATILITY.etf
    : (listing?.marketCap ?? 0) >= LARGE_CAP ? DAILY_VOLATILITY.largeCap : DAILY_VOLATILITY.smallCap;
  return `    ${JSON.stringify(symbol)}: ${JSON.stringify({ price, dailyVolatility })}`;
});

const outputFile = resolve(repoRoot, "workers/data/replay-prices.json");
writeFileSync(outputFile, `{\n  "anchorDate": "${ANCHOR_DATE}",\n  "symbols": {\n${entries.join(",\n")}\n  }\n}\n`);
console.log(`wrote ${entries.length} symbols to ${outputFile}`);
