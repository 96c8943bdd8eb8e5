import type { ProbabilityPoint } from "@tradewire/core/domain/alerts/match-alert";
import { DEFAULT_MOVE_THRESHOLDS, fiveMinuteSigma, lastClosedFiveMinutes, marketMoveOf, stockMoveAt } from "@tradewire/core/domain/moves/detect-move";
import { INTRADAY_ESTIMATION_SESSIONS } from "@tradewire/core/domain/reactions/abnormal-return-sigma";
import { type Bar, type BarIndex, FIVE_MINUTES_MS, indexBars } from "@tradewire/core/domain/reactions/reaction-prices";
import { MINUTE_MS, sessionOn, sessionsBefore, type TradingSession } from "@tradewire/core/domain/trading-calendar";
import { seededRandom } from "../classifier/seeded-random";
import { fmt, percentile, report } from "./measure";

const TICKERS = 5_000;
const MARKETS = 5_000;
/** An ordinary Monday; `now` is 10:12 New York, 42 minutes into its session (the last closed bar is 10:05-10:10). */
const TODAY = sessionOn("2026-11-23") as TradingSession;
const NOW = TODAY.open + 42 * MINUTE_MS;
/** One ticker in this many jumps 3-5% over the last closed 5 minutes, and one market in this many 6-10 points within its path. */
const PLANTED_EVERY = 100;
const ROUNDS = 7;
/** A sample repeats a fast pass until it has run this long, so a pass of microseconds is not timer noise. */
const SAMPLE_MS = 50;
const thresholds = DEFAULT_MOVE_THRESHOLDS;

interface Ticker {
  /** The month's 5-minute bars, oldest first: the 20 sessions behind σ and today's bars closed by NOW. */
  bars: Bar[];
  /** The same from the previous session's last bar on: what stockMoveAt reads today (PriceBar carries no open). */
  sessionBars: Bar[];
}

/**
 * A seeded random walk of 5-minute bars over the 20 sessions before TODAY and TODAY's bars closed by NOW: SPY's
 * 5-minute returns of σ 0.08%, each ticker's its beta (0.5-1.5) times SPY's plus its own of σ 0.1-0.4%, a gap of three
 * σ's overnight; a ticker in PLANTED_EVERY jumps 3-5% over the last closed bar.
 */
function makeTickers(): { spy: Ticker; tickers: Ticker[] } {
  const next = seededRandom(20261123);
  // Box-Muller: a standard normal from two uniforms.
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const sessions = [...sessionsBefore(TODAY.day, INTRADAY_ESTIMATION_SESSIONS), TODAY];
  const times = sessions.flatMap((session) => {
    const end = session === TODAY ? NOW - FIVE_MINUTES_MS : session.close - FIVE_MINUTES_MS;
    return Array.from({ length: Math.floor((end - session.open) / FIVE_MINUTES_MS) + 1 }, (_, i) => session.open + i * FIVE_MINUTES_MS);
  });
  const opens = new Set(sessions.map((session) => session.open));
  const lastBar = (lastClosedFiveMinutes(NOW) as { start: number }).start;
  const sessionFrom = (sessionsBefore(TODAY.day, 1)[0] as TradingSession).close - FIVE_MINUTES_MS;
  const walk = (returnAt: (time: number, i: number) => number, start: number): Ticker => {
    let close = start;
    const bars = times.map((time, i) => {
      close *= 1 + returnAt(time, i);
      return { time, close };
    });
    return { bars, sessionBars: bars.filter((bar) => bar.time >= sessionFrom) };
  };
  const spyReturns = times.map((time) => 0.0008 * normal() * (opens.has(time) ? 3 : 1));
  const spy = walk((_, i) => spyReturns[i] as number, 600);
  const tickers = Array.from({ length: TICKERS }, (_, index) => {
    const beta = 0.5 + next();
    const sigma = 0.001 + 0.003 * next();
    const jump = index % PLANTED_EVERY === 0 ? (next() < 0.5 ? -1 : 1) * (0.03 + 0.02 * next()) : 0;
    const own = (time: number) => sigma * normal() * (opens.has(time) ? 3 : 1) + (time === lastBar ? jump : 0);
    return walk((time, i) => beta * (spyReturns[i] as number) + own(time), 10 + 490 * next());
  });
  return { spy, tickers };
}

/** 5,000 markets' last 30 minutes, a point a minute (31 points to NOW), steps of σ 0.3 points; one in PLANTED_EVERY jumps 6-10 points. */
function makeMarketPaths(): ProbabilityPoint[][] {
  const next = seededRandom(20261124);
  return Array.from({ length: MARKETS }, (_, index) => {
    const jumpAt = index % PLANTED_EVERY === 0 ? 1 + Math.floor(next() * thresholds.marketMinutes) : -1;
    let probability = 0.05 + 0.9 * next();
    return Array.from({ length: thresholds.marketMinutes + 1 }, (_, minute) => {
      if (minute) probability += (next() - 0.5) * 0.01 + (minute === jumpAt ? (next() < 0.5 ? -1 : 1) * (0.06 + 0.04 * next()) : 0);
      probability = Math.min(0.99, Math.max(0.01, probability));
      return { at: NOW - (thresholds.marketMinutes - minute) * MINUTE_MS, probability };
    });
  });
}

/** ms per run of `work`: a sample repeats it for SAMPLE_MS at least; warmed up first, so the JIT's first runs are not its cost. */
function sampler(work: () => unknown) {
  let repeat = 1;
  const sample = () => {
    const started = performance.now();
    for (let i = 0; i < repeat; i++) work();
    return (performance.now() - started) / repeat;
  };
  const first = sample();
  repeat = Math.max(1, Math.ceil(SAMPLE_MS / first));
  sample();
  return sample;
}

/** The median ms per run of each piece of work, its ROUNDS samples taken in turns with the others' so a neighbour's burst costs all alike. */
function medians(works: (() => unknown)[]): number[] {
  const samplers = works.map(sampler);
  const samples = works.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round++) samplers.forEach((sample, at) => samples[at]!.push(sample()));
  return samples.map((runs) => percentile(runs, 50));
}

const count = <T>(items: readonly T[], found: (item: T) => unknown) => items.reduce((moves, item) => (found(item) ? moves + 1 : moves), 0);
const index = (bars: readonly Bar[]) => indexBars({ fiveMinute: bars, daily: [] });

/**
 * `npm run bench -- moves` (issue 27): move detection as the detect-moves job does it, in memory. 5,000 tickers and SPY
 * with 21 sessions of 5-minute bars each (makeTickers), at 10:12 New York on an ordinary Monday. A steady tick, what every
 * minute costs: each ticker's bars since the previous session's last one indexed (indexBars, with SPY's) and stockMoveAt
 * against its cached σ, the last closed bar worked out once a tick; the first tick of a day reads the month of bars and
 * works out each ticker's fiveMinuteSigma. Both against one pass reading each ticker's last close and its simple 5-minute
 * return, the least any detector must do; beside them, a steady tick that reads the whole month, as the job did before.
 * The three must find the same moves. Then marketMoveOf over 5,000 markets' 30-minute paths, a point a minute, against
 * reading each path's last point. Each figure the median of ROUNDS samples taken in turns.
 */
export async function benchMoves() {
  const started = performance.now();
  const { spy, tickers } = makeTickers();
  console.log(
    `moves: ${fmt(TICKERS)} tickers + SPY × ${fmt(spy.bars.length)} 5-minute bars (${INTRADAY_ESTIMATION_SESSIONS} sessions and today's ${spy.sessionBars.length - 1}), built in ${fmt((performance.now() - started) / 1000, 1)} s`,
  );
  const spyIndex = index(spy.bars);
  const sigmas = tickers.map((ticker) => fiveMinuteSigma(index(ticker.bars), spyIndex, TODAY));
  const month = (ticker: Ticker) => ticker.bars;
  const sinceLastClose = (ticker: Ticker) => ticker.sessionBars;
  type SigmaOf = (stock: BarIndex, benchmark: BarIndex, at: number) => number | null;
  /** One tick over every ticker, as the job's stockMoves: SPY's bars and each ticker's indexed, then stockMoveAt. */
  const tick = (barsOf: (ticker: Ticker) => readonly Bar[], sigmaOf: SigmaOf) => () => {
    const bar = lastClosedFiveMinutes(NOW);
    const benchmark = index(barsOf(spy));
    return tickers.map((ticker, at) => {
      const stock = index(barsOf(ticker));
      return stockMoveAt({ now: NOW, bar, stock, benchmark, sigma: sigmaOf(stock, benchmark, at), thresholds });
    });
  };
  const cached: SigmaOf = (_, __, at) => sigmas[at] ?? null;
  const baseline = () =>
    count(tickers, ({ bars }) => {
      const last = bars[bars.length - 1] as Bar;
      const before = bars[bars.length - 2] as Bar;
      return Math.abs(last.close / before.close - 1) >= thresholds.minReturn;
    });
  const works = {
    baseline,
    steady: tick(sinceLastClose, cached),
    first: tick(month, (stock, benchmark) => fiveMinuteSigma(stock, benchmark, TODAY)),
    wholeMonth: tick(month, cached),
  };
  const found = works.steady();
  const moves = found.filter(Boolean).length;
  if (JSON.stringify(works.first()) !== JSON.stringify(found) || JSON.stringify(works.wholeMonth()) !== JSON.stringify(found)) {
    throw new Error("the ticks found different moves");
  }
  const [base, steady, first, wholeMonth] = medians(Object.values(works)) as [number, number, number, number];
  const name = "last 5-minute return";
  report(`moves: steady tick, ${fmt(TICKERS)} tickers (ms per tick)`, fmt(steady, 2), name, fmt(base, 3), steady / base);
  report("  first tick of the day, a month of bars and each σ (ms)", fmt(first, 1), name, fmt(base, 3), first / base);
  report("  a steady tick reading the whole month, as before (ms)", fmt(wholeMonth, 1), name, fmt(base, 3), wholeMonth / base);
  console.log(`  ${moves} moves found, the same by all three ticks (${TICKERS / PLANTED_EVERY} planted)`);

  const paths = makeMarketPaths();
  const [lastPoint, marketTick] = medians([
    () => paths.reduce((sum, path) => sum + (path.at(-1) as ProbabilityPoint).probability, 0),
    () => count(paths, (path) => marketMoveOf(path, thresholds)),
  ]) as [number, number];
  report(`market moves: ${fmt(MARKETS)} 30-minute paths (ms per tick)`, fmt(marketTick, 2), "last point", fmt(lastPoint, 3), marketTick / lastPoint);
  console.log(`  market moves found: ${count(paths, (path) => marketMoveOf(path, thresholds))} (${MARKETS / PLANTED_EVERY} planted)`);
}
