import { moveOf, type ProbabilityPoint } from "../alerts/match-alert";
import { estimationAbnormalReturns, MIN_ESTIMATION_SAMPLES, sampleStandardDeviation } from "../reactions/abnormal-return-sigma";
import { type BarIndex, FIVE_MINUTES_MS, marketAdjustedReturn, priceKnownAt } from "../reactions/reaction-prices";
import { sessionOn, type TradingSession } from "../trading-calendar";

/** What counts as a move (MOVE_* in the configuration). */
export interface MoveThresholds {
  /** A stock: |5-minute abnormal return| at least this many of its own σ… */
  sigmas: number;
  /** …and at least this fraction (0.01 = 1%). */
  minReturn: number;
  /** A market: at least this many probability points… */
  marketPoints: number;
  /** …within this many minutes. */
  marketMinutes: number;
}

export const DEFAULT_MOVE_THRESHOLDS: MoveThresholds = { sigmas: 3, minReturn: 0.01, marketPoints: 5, marketMinutes: 30 };

/** One stock's abnormal 5 minutes. */
export interface StockMove {
  /** The bar's start and end (epoch ms). */
  start: number;
  end: number;
  /** The stock's price known at the start and at the end. */
  from: number;
  to: number;
  stockReturn: number;
  benchmarkReturn: number;
  abnormalReturn: number;
  sigma: number;
  zScore: number;
}

/**
 * The σ of a ticker's 5-minute abnormal returns over the 20 sessions before a session (the reactions' estimation
 * window), or null with fewer than 10 of them. It depends on the day alone: a detector works it out once a day.
 */
export function fiveMinuteSigma(stock: BarIndex, benchmark: BarIndex, session: TradingSession): number | null {
  const returns = estimationAbnormalReturns({ stock, benchmark, session, minutes: 5 });
  if (returns.length < MIN_ESTIMATION_SAMPLES) return null;
  const sigma = sampleStandardDeviation(returns);
  return sigma > 0 ? sigma : null;
}

/**
 * The last 5-minute bar that had closed by `now` in its session, as [start, end]: from 09:35 to 5 minutes after the
 * close (the session's last bar), else null. A bar of hours ago is not news.
 */
export function lastClosedFiveMinutes(now: number): { session: TradingSession; start: number; end: number } | null {
  const session = sessionOn(new Date(now));
  if (!session || now < session.open + FIVE_MINUTES_MS || now >= session.close + FIVE_MINUTES_MS) return null;
  const end = Math.min(session.close, session.open + Math.floor((now - session.open) / FIVE_MINUTES_MS) * FIVE_MINUTES_MS);
  return { session, start: end - FIVE_MINUTES_MS, end };
}

/**
 * Whether the last closed 5 minutes of a stock were a move: its market-adjusted abnormal return (the reactions' pricing)
 * at least `sigmas` of its σ and at least `minReturn`. Null when not, or when a price or the σ is missing.
 */
export function stockMoveAt(input: {
  now: number;
  /** lastClosedFiveMinutes(now), when a caller judging many stocks at one instant has worked it out once. */
  bar?: ReturnType<typeof lastClosedFiveMinutes>;
  stock: BarIndex;
  benchmark: BarIndex;
  sigma: number | null;
  thresholds: MoveThresholds;
}): StockMove | null {
  const { now, stock, benchmark, sigma, thresholds } = input;
  const bar = input.bar === undefined ? lastClosedFiveMinutes(now) : input.bar;
  // The day's first bar is priced from the previous close when the bars carry no open (the cached ones do not): it
  // holds the night's gap, which is not a move of five minutes.
  if (!bar || !sigma || bar.start === bar.session.open) return null;
  const start = { session: bar.session, time: bar.start };
  const end = { session: bar.session, time: bar.end };
  const measured = marketAdjustedReturn(stock, benchmark, start, end);
  if (!measured) return null;
  const zScore = measured.abnormalReturn / sigma;
  if (Math.abs(zScore) < thresholds.sigmas || Math.abs(measured.abnormalReturn) < thresholds.minReturn) return null;
  return { start: bar.start, end: bar.end, from: priceKnownAt(stock, start) as number, to: priceKnownAt(stock, end) as number, ...measured, sigma, zScore };
}

/** One market's jump: from the point furthest from the latest within the window, to the latest. */
export interface MarketMove {
  start: number;
  end: number;
  /** 0..1 */
  from: number;
  to: number;
  /** (to − from) × 100, signed, to a hundredth of a point. */
  points: number;
}

/**
 * Whether a market's latest probability stands at least `marketPoints` from one within the `marketMinutes` before it,
 * as a probability_move alert reads a path (moveOf). `history` is oldest first, the latest last.
 */
export function marketMoveOf(history: readonly ProbabilityPoint[], thresholds: MoveThresholds): MarketMove | null {
  const latest = history.at(-1);
  if (!latest) return null;
  const size = moveOf({ points: thresholds.marketPoints, minutes: thresholds.marketMinutes, direction: "either" }, history);
  if (size < thresholds.marketPoints) return null;
  const since = latest.at - thresholds.marketMinutes * 60_000;
  let furthest: ProbabilityPoint = latest;
  for (const point of history) {
    if (point.at >= since && Math.abs(point.probability - latest.probability) > Math.abs(furthest.probability - latest.probability)) furthest = point;
  }
  return { start: furthest.at, end: latest.at, from: furthest.probability, to: latest.probability, points: Math.round((latest.probability - furthest.probability) * 10_000) / 100 };
}
