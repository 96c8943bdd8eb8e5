import type { BarInterval, PriceBar } from "@tradewire/core/domain/report/index";
import { readBars, readCoverage, storeBars, type Database } from "@tradewire/db";
import type { PriceProvider } from "../prices/index";

const INTERVAL_MS: Record<BarInterval, number> = { "5m": 300_000, "15m": 900_000, "1h": 3_600_000, "1d": 86_400_000 };

/**
 * Bars for [from, to], fetching from the provider only the spans not yet covered. The newest cached bar is
 * fetched again with the tail, since it may still have been forming when it was stored.
 */
export async function cachedHistory(
  db: Database,
  provider: PriceProvider,
  symbol: string,
  request: { interval: BarInterval; from: Date; to: Date },
): Promise<PriceBar[]> {
  // Replay and live prices never mix in the cache.
  const key = `${provider.name}:${symbol}`;
  const { interval, from, to } = request;
  const coverage = await readCoverage(db, key, interval);
  const gaps: { from: Date; to: Date }[] = [];
  if (!coverage) gaps.push({ from, to });
  else {
    if (from < coverage.from) gaps.push({ from, to: coverage.from });
    if (to > coverage.to) gaps.push({ from: new Date(coverage.to.getTime() - INTERVAL_MS[interval]), to });
  }
  for (const gap of gaps) {
    const bars = await provider.history(symbol, { interval, from: gap.from, to: gap.to });
    await storeBars(db, key, interval, bars, gap);
  }
  return readBars(db, key, interval, from, to);
}
