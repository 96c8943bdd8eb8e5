import { addTradingMinutes, SESSION_MINUTES, sessionOn, type TradingSession, tradingTimeAtOrAfter } from "../trading-calendar";
import { estimationAbnormalReturns, MIN_ESTIMATION_SAMPLES, sampleStandardDeviation } from "./abnormal-return-sigma";
import { indexBars, marketAdjustedReturn, type ReactionBars } from "./reaction-prices";

export type { Bar, ReactionBars } from "./reaction-prices";

export type ReactionHorizon = "5m" | "30m" | "1d";

/** Trading minutes of each horizon: 5, 30 and one full regular session (390). */
export const REACTION_HORIZON_MINUTES: Record<ReactionHorizon, number> = { "5m": 5, "30m": 30, "1d": SESSION_MINUTES };

export interface Reaction {
  horizon: ReactionHorizon;
  /** Epoch ms: publication, or the next open when published outside a session. */
  start: number;
  /**
   * `start` plus the horizon's trading minutes (addTradingMinutes): 1d from 10:02 ends at 10:02 of the next session;
   * from 10:00 on a half day (210 minutes, to 13:00) it ends at 13:00 of the next.
   */
  end: number;
  /** Simple return, a fraction (0.012 = 1.2%). */
  stockReturn: number;
  benchmarkReturn: number;
  /** stockReturn − benchmarkReturn: the market-adjusted model. */
  abnormalReturn: number;
  /** Sample standard deviation of the ticker's own abnormal returns over the same horizon in the estimation window; null with fewer than 10 of them. */
  sigma: number | null;
  /** abnormalReturn / sigma; null without a σ or when σ is 0 (the abnormal returns did not vary). */
  zScore: number | null;
  /** How many abnormal returns of the estimation window σ comes from. */
  estimationSamples: number;
}

export interface MeasureReactionInput {
  published: number;
  horizon: ReactionHorizon;
  now: number;
  stock: ReactionBars;
  benchmark: ReactionBars;
  /** Overrides the horizon's length in trading minutes, for tests and shortened replay runs. */
  minutes?: number;
}

/**
 * When a story's reaction over a horizon starts (publication, or the next open) and when it closes, in epoch ms: a caller
 * can tell whether it is worth fetching bars for it yet.
 */
export function reactionSpan(published: number, horizon: ReactionHorizon, minutes?: number): { start: number; end: number; length: number } {
  const length = minutes ?? REACTION_HORIZON_MINUTES[horizon];
  if (!(length > 0)) throw new RangeError(`a reaction horizon must last more than 0 trading minutes, not ${length}`);
  const start = tradingTimeAtOrAfter(published);
  return { start, end: addTradingMinutes(start, length), length };
}

/**
 * The reaction of one ticker to one story over one horizon, or null while the horizon has not closed by `now` or
 * the bars do not cover it. Prices are the last known at `start` and at `end` (`priceKnownAt`), the benchmark's at
 * the same instants; σ comes from the estimation window before the start's session (`estimationAbnormalReturns`).
 */
export function measureReaction({ published, horizon, now, stock, benchmark, minutes }: MeasureReactionInput): Reaction | null {
  return measureAgainst({ published, horizon, now, stock, benchmark, minutes });
}

/** An instrument's own move over a horizon, measured without a benchmark. */
export interface OwnReaction {
  horizon: ReactionHorizon;
  /** As a Reaction's: epoch ms, the event's time or the next open, and that plus the horizon's trading minutes. */
  start: number;
  end: number;
  /** Simple return, a fraction. */
  return: number;
  /** Sample standard deviation of the instrument's own returns over the same horizon in the estimation window; null with fewer than 10. */
  sigma: number | null;
  /** return / sigma; null without a σ or when σ is 0. */
  zScore: number | null;
  estimationSamples: number;
}

export interface MeasureOwnReactionInput {
  published: number;
  horizon: ReactionHorizon;
  now: number;
  bars: ReactionBars;
  minutes?: number;
}

/**
 * What an index fund (SPY, TLT, UUP, a country's fund) did after a macro release: its own return over the horizon, in
 * its own standard deviations of the same horizon's returns in the estimation window. A fund against itself as
 * benchmark would move 0%, and against SPY it would measure SPY; so there is no abnormal return, only the raw one,
 * sized by how much the fund usually moves (the constant-mean model with a zero mean, right over minutes). The same
 * spans, prices and window as measureReaction; null while the horizon is open or the bars do not cover it.
 */
export function measureOwnReaction({ published, horizon, now, bars, minutes }: MeasureOwnReactionInput): OwnReaction | null {
  const reaction = measureAgainst({ published, horizon, now, stock: bars, benchmark: null, minutes });
  if (!reaction) return null;
  const { start, end, stockReturn, sigma, zScore, estimationSamples } = reaction;
  return { horizon, start, end, return: stockReturn, sigma, zScore, estimationSamples };
}

function measureAgainst({ published, horizon, now, stock, benchmark, minutes }: Omit<MeasureReactionInput, "benchmark"> & { benchmark: ReactionBars | null }): Reaction | null {
  const { start, end, length } = reactionSpan(published, horizon, minutes);
  if (now < end) return null;
  // Both ends lie on their session's New York day: the start in [open, close), the end in (open, close].
  const startSession = sessionOn(new Date(start)) as TradingSession;
  const endSession = sessionOn(new Date(end)) as TradingSession;
  const stockBars = indexBars(stock);
  const benchmarkBars = benchmark && indexBars(benchmark);
  const measured = marketAdjustedReturn(stockBars, benchmarkBars, { session: startSession, time: start }, { session: endSession, time: end });
  if (!measured) return null;
  const estimation = estimationAbnormalReturns({ stock: stockBars, benchmark: benchmarkBars, session: startSession, minutes: length });
  const sigma = estimation.length >= MIN_ESTIMATION_SAMPLES ? sampleStandardDeviation(estimation) : null;
  return {
    horizon,
    start,
    end,
    ...measured,
    sigma,
    zScore: sigma ? measured.abnormalReturn / sigma : null,
    estimationSamples: estimation.length,
  };
}
