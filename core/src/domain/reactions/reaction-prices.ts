import { usableBars } from "../report/prices";
import { type CalendarDay, sessionsBefore, type TradingSession } from "../trading-calendar";

/** A price bar: `time` is the bar's start in epoch milliseconds; `open` when the source gives it. */
export interface Bar {
  time: number;
  open?: number;
  close: number;
}

/** One symbol's bars, in any order. */
export interface ReactionBars {
  fiveMinute: readonly Bar[];
  daily: readonly Bar[];
}

export const FIVE_MINUTES_MS = 300_000;

/** One symbol's bars, keyed for the lookups a price at an instant needs. */
export interface BarIndex {
  /** 5-minute bars by their start. */
  fiveMinute: ReadonlyMap<number, Bar>;
  /**
   * Daily closes by session day. A daily bar counts for the UTC date of its time, as the report's prices take it:
   * that is the session's day whether the source stamps the bar at midnight UTC, midnight in New York or the open.
   */
  dailyClose: ReadonlyMap<CalendarDay, number>;
}

const utcDate = (time: number): CalendarDay => new Date(time).toISOString().slice(0, 10);

export function indexBars(bars: ReactionBars): BarIndex {
  return {
    fiveMinute: new Map(usableBars(bars.fiveMinute).map((bar) => [bar.time, bar])),
    dailyClose: new Map(usableBars(bars.daily).map((bar) => [utcDate(bar.time), bar.close])),
  };
}

/** An instant of a session, open ≤ time ≤ close: where one end of a return is priced. */
export interface SessionInstant {
  session: TradingSession;
  time: number;
}

/** A session's closing price: its last 5-minute bar's close, or its daily bar's close when that bar is missing. */
export function closeOf(bars: BarIndex, session: TradingSession): number | null {
  return bars.fiveMinute.get(session.close - FIVE_MINUTES_MS)?.close ?? bars.dailyClose.get(session.day) ?? null;
}

const usableOpen = (bar: Bar | undefined) => (bar?.open !== undefined && Number.isFinite(bar.open) && bar.open > 0 ? bar.open : null);

/**
 * The last price known at an instant, or null when the bars do not give it.
 * - In a session: the close of the 5-minute bar that ended at the last bar boundary at or before the instant (the
 *   last bar that had closed by then). A bar still open would carry part of the reaction into the price.
 * - At the close: that bar, or the day's daily close standing in for it (`closeOf`).
 * - Before the session's first bar has closed: the first bar's open when the source gives opens (the opening trade is
 *   known from 09:30), else the previous session's close; so a story before the open is measured across the gap.
 * A missing bar leaves the price unknown rather than taking an older one: in bars a feed gap and five quiet minutes
 * look alike, and an older price would silently stretch the measured span.
 */
export function priceKnownAt(bars: BarIndex, { session, time }: SessionInstant): number | null {
  const sinceOpen = time - session.open;
  if (sinceOpen < FIVE_MINUTES_MS) {
    return usableOpen(bars.fiveMinute.get(session.open)) ?? closeOf(bars, sessionsBefore(session.day, 1)[0] as TradingSession);
  }
  const lastBarEnd = session.open + Math.floor(sinceOpen / FIVE_MINUTES_MS) * FIVE_MINUTES_MS;
  if (lastBarEnd >= session.close) return closeOf(bars, session);
  return bars.fiveMinute.get(lastBarEnd - FIVE_MINUTES_MS)?.close ?? null;
}

/** How a return's two ends are priced. */
export type Pricer = (bars: BarIndex, at: SessionInstant) => number | null;

export interface MarketAdjustedReturn {
  stockReturn: number;
  benchmarkReturn: number;
  abnormalReturn: number;
}

/**
 * The market-adjusted abnormal return over a span (MacKinlay 1997, "Event studies in economics and finance"): the
 * stock's simple return less its benchmark's, both priced at the same two instants. Null when any price is missing.
 * Without a benchmark (an index fund's own move, which against itself would be 0) the benchmark's return is taken as 0,
 * so the abnormal return is the stock's own return.
 */
export function marketAdjustedReturn(
  stock: BarIndex,
  benchmark: BarIndex | null,
  from: SessionInstant,
  to: SessionInstant,
  price: Pricer = priceKnownAt,
): MarketAdjustedReturn | null {
  const stockFrom = price(stock, from);
  const stockTo = price(stock, to);
  if (stockFrom == null || stockTo == null) return null;
  const stockReturn = stockTo / stockFrom - 1;
  if (!benchmark) return { stockReturn, benchmarkReturn: 0, abnormalReturn: stockReturn };
  const benchmarkFrom = price(benchmark, from);
  const benchmarkTo = price(benchmark, to);
  if (benchmarkFrom == null || benchmarkTo == null) return null;
  const benchmarkReturn = benchmarkTo / benchmarkFrom - 1;
  return { stockReturn, benchmarkReturn, abnormalReturn: stockReturn - benchmarkReturn };
}
