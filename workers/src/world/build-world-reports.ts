import { worldRanges, type StoredWorldReport, type WorldRange } from "@tradewire/core";
import { alignPerformance, bigFiveBanks, g10Indices, rangeStartOf, type DailyBar } from "@tradewire/core/domain/world/index";
import { saveWorldReports, type Database } from "@tradewire/db";
import type { Logger } from "pino";
import type { PriceProvider } from "../prices/price-providers";
import { cachedHistories } from "../reports/cached-history";

const DAY_MS = 86_400_000;
/** How far before a range's first day to read, for the close in force on it (across a long holiday). */
const LOOKBACK_DAYS = 14;

const indexOfRegion = new Map<string, { symbol: string; index: string }>(g10Indices.map((entry) => [entry.region, entry]));
const nameOfBank = new Map<string, string>(bigFiveBanks.map((bank) => [bank.symbol, bank.name]));

interface BuildOptions {
  db: Database;
  provider: PriceProvider;
  logger: Pick<Logger, "warn">;
  now?: Date;
}

/**
 * Daily bars of each symbol through the price cache. A symbol the provider does not know has none (its
 * region is then reported missing); any other failure (network, rate limit) fails the build, so the job
 * retries and readers keep the last complete report meanwhile.
 */
async function dailyBarsOf(options: BuildOptions, symbols: readonly string[], from: Date, to: Date): Promise<Map<string, DailyBar[]>> {
  const bySymbol = await cachedHistories(options.db, options.provider, [...symbols], { interval: "1d", from, to }, (error) =>
    options.logger.warn({ err: error, symbol: error.symbol }, "no prices for a world report symbol"),
  );
  return new Map(symbols.map((symbol) => [symbol, bySymbol[symbol] ?? []]));
}

/** Builds the World View's report of every range from one read of a year of daily prices, and stores them together. */
export async function buildWorldReports(options: BuildOptions): Promise<Record<WorldRange, StoredWorldReport>> {
  const { db, provider, now = new Date() } = options;
  const mode = provider.name === "yahoo" ? "live" : "replay";
  const starts = Object.fromEntries(worldRanges.map((range) => [range, rangeStartOf(range, now)])) as Record<WorldRange, string>;
  const earliest = new Date(Math.min(...Object.values(starts).map((date) => Date.parse(date))) - LOOKBACK_DAYS * DAY_MS);
  const symbols = [...g10Indices.map((entry) => entry.symbol), ...bigFiveBanks.map((bank) => bank.symbol)];
  const bars = await dailyBarsOf(options, symbols, earliest, now);
  const barsOf = (symbol: string) => bars.get(symbol) ?? [];

  const reports = {} as Record<WorldRange, StoredWorldReport>;
  for (const range of worldRanges) {
    const world = alignPerformance(g10Indices.map((entry) => ({ key: entry.region, bars: barsOf(entry.symbol) })), starts[range]);
    const banks = alignPerformance(bigFiveBanks.map((bank) => ({ key: bank.symbol, bars: barsOf(bank.symbol) })), starts[range]);
    reports[range] = {
      world: {
        range,
        mode,
        dates: world.dates,
        series: world.series.map((series) => {
          const { symbol, index } = indexOfRegion.get(series.key)!;
          return { region: series.key, symbol, name: index, values: series.changes };
        }),
        missing: world.missing,
      },
      banks: {
        range,
        mode,
        dates: banks.dates,
        banks: banks.series.map((series) => ({ symbol: series.key, name: nameOfBank.get(series.key)!, closes: series.closes, changes: series.changes })),
        missing: banks.missing,
      },
    };
  }
  if (worldRanges.every((range) => !reports[range].world.series.length)) {
    throw new Error(`No index of the G10 had prices from ${provider.name}: the last world report is kept`);
  }
  await saveWorldReports(db, reports);
  return reports;
}
