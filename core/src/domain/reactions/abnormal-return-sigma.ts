import { MINUTE_MS, SESSION_MINUTES, sessionsBefore, type TradingSession } from "../trading-calendar";
import { type BarIndex, marketAdjustedReturn } from "./reaction-prices";

/** Sessions of 5-minute bars behind a horizon shorter than a session. */
export const INTRADAY_ESTIMATION_SESSIONS = 20;
/** Sessions of daily bars behind a horizon of a session or more. */
export const DAILY_ESTIMATION_SESSIONS = 120;
/** Fewer estimation abnormal returns than this give no σ. */
export const MIN_ESTIMATION_SAMPLES = 10;

export interface EstimationInput {
  stock: BarIndex;
  /** Null: the stock's own returns (marketAdjustedReturn without a benchmark). */
  benchmark: BarIndex | null;
  /** The session the measured horizon starts in: the window is the sessions before it, so nothing at or after the start enters. */
  session: TradingSession;
  /** The horizon's trading minutes. */
  minutes: number;
}

/**
 * The ticker's own abnormal returns over spans as long as the horizon, in the estimation window before a story.
 * Shorter than a session: non-overlapping windows of the horizon's length laid from each open of the 20 sessions
 * before, each inside one session (a window that would run past the close is left out), priced from 5-minute bars as
 * the reaction is. A session or longer: close-to-close returns of the daily bars of the 120 sessions before, over
 * spans of the horizon's whole number of sessions, laid back from the last close. A span missing a price is left out.
 */
export function estimationAbnormalReturns({ stock, benchmark, session, minutes }: EstimationInput): number[] {
  const returns: number[] = [];
  const add = (result: { abnormalReturn: number } | null) => {
    if (result) returns.push(result.abnormalReturn);
  };
  if (minutes < SESSION_MINUTES) {
    const length = minutes * MINUTE_MS;
    for (const earlier of sessionsBefore(session.day, INTRADAY_ESTIMATION_SESSIONS)) {
      for (let from = earlier.open; from + length <= earlier.close; from += length) {
        add(marketAdjustedReturn(stock, benchmark, { session: earlier, time: from }, { session: earlier, time: from + length }));
      }
    }
    return returns;
  }
  const span = Math.max(1, Math.round(minutes / SESSION_MINUTES));
  const closes = sessionsBefore(session.day, DAILY_ESTIMATION_SESSIONS + 1);
  const dailyClose = (bars: BarIndex, at: { session: TradingSession }) => bars.dailyClose.get(at.session.day) ?? null;
  for (let last = closes.length - 1; last - span >= 0; last -= span) {
    const from = closes[last - span] as TradingSession;
    const to = closes[last] as TradingSession;
    add(marketAdjustedReturn(stock, benchmark, { session: from, time: from.close }, { session: to, time: to.close }, dailyClose));
  }
  return returns;
}

/** The sample standard deviation, n − 1 in the denominator (two values at least). */
export function sampleStandardDeviation(values: readonly number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}
