import { barIntervals, type BarInterval, type PriceBar } from "./frame-specs";

export type BarsByInterval = Partial<Record<BarInterval, PriceBar[]>>;

/**
 * Bars that carry a real price. A non-finite or non-positive close cannot be a traded price and
 * would turn a division into Infinity or NaN, so such bars count as missing.
 */
export function usableBars<B extends PriceBar>(bars: readonly B[] | undefined): B[] {
  return (bars ?? []).filter(
    (bar) => Number.isFinite(bar.time) && Number.isFinite(bar.close) && bar.close > 0,
  );
}

const newestBar = (bars: readonly PriceBar[]): PriceBar | null =>
  bars.reduce<PriceBar | null>((newest, bar) => (!newest || bar.time > newest.time ? bar : newest), null);

const INTERVAL_MS: Record<Exclude<BarInterval, "1d">, number> = { "5m": 300_000, "15m": 900_000, "1h": 3_600_000 };

/**
 * When a bar's close became known. Intraday: at the bar's end. Daily: at 21:00 UTC of its day, the
 * latest a US session closes (16:00 New York in winter), so a day's close never counts before it existed.
 */
function closedAt(interval: BarInterval, start: number): number {
  if (interval !== "1d") return start + INTERVAL_MS[interval];
  const day = new Date(start);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 21);
}

function lastBarClosedBy(interval: BarInterval, bars: readonly PriceBar[], time: number): PriceBar | null {
  let found: PriceBar | null = null;
  for (const bar of bars) {
    if (closedAt(interval, bar.time) <= time && (!found || bar.time > found.time)) found = bar;
  }
  return found;
}

/**
 * The last price known at a moment: the close of the last bar that had closed by then, from the finest
 * interval that reaches back that far. A bar still open at T would carry the market's reaction to the
 * news into the event price and understate the move. Null when no interval has such a bar.
 */
export function priceAt(bars: BarsByInterval, time: number): number | null {
  for (const interval of barIntervals) {
    const bar = lastBarClosedBy(interval, usableBars(bars[interval]), time);
    if (bar) return bar.close;
  }
  return null;
}

/**
 * The close of the bar that started at or before a moment, finest interval first: the benchmark's price
 * on the same bar as a ticker's latest one, so the two ends of an abnormal return line up.
 */
export function closeOfBarStartedBy(bars: BarsByInterval, time: number): number | null {
  for (const interval of barIntervals) {
    const started = usableBars(bars[interval]).filter((bar) => bar.time <= time);
    const bar = newestBar(started);
    if (bar) return bar.close;
  }
  return null;
}

/**
 * The most recent bar of the finest interval that has bars (on a weekend that is Friday's last
 * bar). Null when there are no bars at all.
 */
export function latestBar(bars: BarsByInterval): PriceBar | null {
  for (const interval of barIntervals) {
    const bar = newestBar(usableBars(bars[interval]));
    if (bar) return bar;
  }
  return null;
}

const utcDay = (time: number) => Math.floor(time / 86_400_000);

/**
 * The previous trading day's close: the last daily bar whose UTC day is before the UTC day of the
 * latest bar. Null without such a bar.
 */
export function previousDayClose(dailyBars: readonly PriceBar[] | undefined, latestTime: number): number | null {
  const latestDay = utcDay(latestTime);
  const earlier = usableBars(dailyBars).filter((bar) => utcDay(bar.time) < latestDay);
  return newestBar(earlier)?.close ?? null;
}

/**
 * A ticker's quote from its bars: the latest bar's close (finest interval first), the previous trading day's close
 * (as a report's 1D column takes it) and when that bar started. Null without bars.
 */
export function latestQuote(bars: BarsByInterval): { price: number; previousClose: number | null; asOf: number } | null {
  const latest = latestBar(bars);
  if (!latest) return null;
  return { price: latest.close, previousClose: previousDayClose(bars["1d"], latest.time), asOf: latest.time };
}

/** (to / from - 1) × 100, unrounded; null when either price is missing. */
export function percentChange(from: number | null, to: number | null): number | null {
  if (from === null || to === null || !(from > 0) || !Number.isFinite(to)) return null;
  return (to / from - 1) * 100;
}

/**
 * Rounds half away from zero. The detour through toPrecision removes binary noise first
 * (1.005 * 100 is 100.49999999999999 in floating point), and "+ 0" turns -0 into 0.
 */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const scaled = Number((Math.abs(value) * scale).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / scale + 0;
}

export const roundPercent = (value: number | null) => (value === null ? null : roundTo(value, 2));
export const roundPrice = (value: number | null) => (value === null ? null : roundTo(value, 4));
