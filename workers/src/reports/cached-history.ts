import type { BarInterval, PriceBar } from "@tradewire/core/domain/report/index";
import { readBarsOf, readCoveragesOf, storeBars, type Database } from "@tradewire/db";
import { PriceProviderError, type PriceProvider } from "../prices/price-providers";

const INTERVAL_MS: Record<BarInterval, number> = { "5m": 300_000, "15m": 900_000, "1h": 3_600_000, "1d": 86_400_000 };
/** A span fetched this recently counts as current: reports rebuilt within a minute read the cache alone. */
const FRESH_MS = 60_000;

export interface HistoryRequest {
  interval: BarInterval;
  from: Date;
  to: Date;
  /** How recent a fetch still counts as current (FRESH_MS unless said). */
  freshMs?: number;
}

/**
 * Bars of several symbols for [from, to], fetching from the provider only the spans not covered yet.
 * The newest cached bar is fetched again with the tail, since it may still have been forming when stored.
 * Answers bars keyed by symbol; the cache is read in one query per interval. A symbol the provider does not
 * know has no bars (`onUnknown` hears of it); any other failure (network, rate limit) is thrown.
 */
export async function cachedHistories(
  db: Database,
  provider: PriceProvider,
  symbols: string[],
  request: HistoryRequest,
  onUnknown: (error: PriceProviderError) => void = () => {},
): Promise<Record<string, PriceBar[]>> {
  const { interval, from, to, freshMs = FRESH_MS } = request;
  // Replay and live prices never mix in the cache.
  const keyOf = (symbol: string) => `${provider.name}:${symbol}`;
  const coverages = await readCoveragesOf(db, symbols.map(keyOf), interval);
  for (const symbol of symbols) {
    const coverage = coverages.get(keyOf(symbol));
    const gaps: { from: Date; to: Date }[] = [];
    if (!coverage) gaps.push({ from, to });
    else {
      if (from < coverage.from) gaps.push({ from, to: coverage.from });
      if (to.getTime() > coverage.to.getTime() + freshMs) gaps.push({ from: new Date(coverage.to.getTime() - INTERVAL_MS[interval]), to });
    }
    try {
      for (const gap of gaps) {
        const bars = await provider.history(symbol, { interval, from: gap.from, to: gap.to });
        await storeBars(db, keyOf(symbol), interval, bars, gap);
      }
    } catch (error) {
      if (!(error instanceof PriceProviderError && error.kind === "not-found")) throw error;
      onUnknown(error);
    }
  }
  const stored = await readBarsOf(db, symbols.map(keyOf), interval, from, to);
  return Object.fromEntries(symbols.map((symbol) => [symbol, stored.get(keyOf(symbol)) ?? []]));
}
