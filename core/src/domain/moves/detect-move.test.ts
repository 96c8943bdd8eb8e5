import { describe, expect, it } from "vitest";
import { indexBars, type Bar } from "../reactions/reaction-prices";
import { MINUTE_MS, sessionOn, shiftDay, type TradingSession } from "../trading-calendar";
import { DEFAULT_MOVE_THRESHOLDS, fiveMinuteSigma, lastClosedFiveMinutes, marketMoveOf, stockMoveAt } from "./detect-move";

const at = (iso: string) => Date.parse(iso);

function sessionsThrough(first: string, last: string): TradingSession[] {
  const sessions: TradingSession[] = [];
  for (let day = first; day <= last; day = shiftDay(day, 1)) {
    const session = sessionOn(day);
    if (session) sessions.push(session);
  }
  return sessions;
}

// Tuesday 14 April 2026; its 20 sessions before are 16 March to 13 April (Good Friday closed), 78 bars each.
const today = sessionOn("2026-04-14") as TradingSession;
const sessions = sessionsThrough("2026-03-02", "2026-04-14");
const UP = 0.002;
/** The stock swings between 100 and 100.2 every bar: its 5-minute returns are +0.2% and 100/100.2 − 1, in turn. */
const swing = (index: number) => (index % 2 ? 100.2 : 100);

function barsWith(shock: (time: number, index: number) => number | null): { stock: Bar[]; benchmark: Bar[] } {
  const stock: Bar[] = [];
  const benchmark: Bar[] = [];
  let index = 0;
  for (const session of sessions) {
    for (let time = session.open; time < session.close; time += 5 * MINUTE_MS, index++) {
      if (session.day === today.day && time >= today.open + 60 * MINUTE_MS) break;
      stock.push({ time, close: shock(time, index) ?? swing(index) });
      benchmark.push({ time, close: 100 });
    }
  }
  return { stock, benchmark };
}

const index = (bars: { stock: Bar[]; benchmark: Bar[] }) => ({ stock: indexBars({ fiveMinute: bars.stock, daily: [] }), benchmark: indexBars({ fiveMinute: bars.benchmark, daily: [] }) });

describe("stock moves: the last closed 5 minutes against the ticker's own σ", () => {
  // By hand: 20 sessions × 78 windows = 1,560 abnormal returns (the benchmark is flat), half +0.002 and half
  // 100/100.2 − 1 = −0.001996007984031936. Each lies (a − b)/2 from their mean, so the sample σ is
  // (a − b)/2 × √(1560/1559) = 0.001998003992015968 × 1.000320718... = 0.001998644784...
  const b = 100 / 100.2 - 1;
  const sigmaByHand = ((UP - b) / 2) * Math.sqrt(1560 / 1559);
  // The shock: the bar of 10:25-10:30 closes 5% above the one before (100 at 10:20, an even bar of the day).
  const shockStart = today.open + 55 * MINUTE_MS;
  const shocked = index(barsWith((time) => (time === shockStart ? 105 : null)));

  it("works σ out from the 20 sessions before the day, as by hand, to 1e-9", () => {
    expect(fiveMinuteSigma(shocked.stock, shocked.benchmark, today)).toBeCloseTo(sigmaByHand, 9);
  });

  it("finds a 5% jump in the bar that closed at 10:30 a move of 25σ, and nothing in the bar before", () => {
    const sigma = fiveMinuteSigma(shocked.stock, shocked.benchmark, today);
    const move = stockMoveAt({ now: today.open + 61 * MINUTE_MS, ...shocked, sigma, thresholds: DEFAULT_MOVE_THRESHOLDS });
    expect(move?.start).toBe(today.open + 55 * MINUTE_MS);
    expect(move?.end).toBe(today.open + 60 * MINUTE_MS);
    // The price known at 10:25 is the close of the bar that ended then (10:20-10:25, index even: 100); at 10:30, 105.
    expect(move && [move.from, move.to]).toEqual([100, 105]);
    expect(move?.abnormalReturn).toBeCloseTo(0.05, 12);
    expect(move?.zScore).toBeCloseTo(0.05 / sigmaByHand, 9);
    expect(stockMoveAt({ now: today.open + 59 * MINUTE_MS, ...shocked, sigma, thresholds: DEFAULT_MOVE_THRESHOLDS })).toBeNull();
  });

  it("does not call 0.8% a move, though it is 4σ: a move is also at least 1%", () => {
    const small = index(barsWith((time) => (time === shockStart ? 100.8 : null)));
    const sigma = fiveMinuteSigma(small.stock, small.benchmark, today);
    const now = today.open + 61 * MINUTE_MS;
    expect(stockMoveAt({ now, ...small, sigma, thresholds: DEFAULT_MOVE_THRESHOLDS })).toBeNull();
    expect(stockMoveAt({ now, ...small, sigma, thresholds: { ...DEFAULT_MOVE_THRESHOLDS, minReturn: 0.005 } })?.zScore).toBeCloseTo(0.008 / sigmaByHand, 9);
  });

  it("does not call the night's gap a move: the day's first bar is priced from the previous close", () => {
    const gapped = index(barsWith((time) => (time >= today.open ? 110 : null)));
    const sigma = fiveMinuteSigma(gapped.stock, gapped.benchmark, today);
    expect(stockMoveAt({ now: today.open + 6 * MINUTE_MS, ...gapped, sigma, thresholds: DEFAULT_MOVE_THRESHOLDS })).toBeNull();
    // The same jump inside the session is one.
    const later = index(barsWith((time) => (time >= today.open + 55 * MINUTE_MS ? 110 : null)));
    expect(stockMoveAt({ now: today.open + 61 * MINUTE_MS, ...later, sigma: fiveMinuteSigma(later.stock, later.benchmark, today), thresholds: DEFAULT_MOVE_THRESHOLDS })).not.toBeNull();
  });

  it("measures against the benchmark: a stock that rises 5% with its market has not moved", () => {
    const both = barsWith((time) => (time === shockStart ? 105 : null));
    const market = { stock: both.stock, benchmark: both.benchmark.map((bar) => (bar.time === shockStart ? { ...bar, close: 105 } : bar)) };
    const indexed = index(market);
    expect(stockMoveAt({ now: today.open + 61 * MINUTE_MS, ...indexed, sigma: fiveMinuteSigma(indexed.stock, indexed.benchmark, today), thresholds: DEFAULT_MOVE_THRESHOLDS })).toBeNull();
  });

  it("has no bar to judge before 09:35, after 16:05, at night, or on a holiday", () => {
    expect(lastClosedFiveMinutes(today.open + 4 * MINUTE_MS)).toBeNull();
    expect(lastClosedFiveMinutes(at("2026-04-14T02:00:00Z"))).toBeNull();
    expect(lastClosedFiveMinutes(at("2026-04-03T15:00:00Z"))).toBeNull();
    // A minute before the close, the bar that ended at 15:55; a minute after it, the session's last bar; then none.
    expect(lastClosedFiveMinutes(today.close - MINUTE_MS)?.end).toBe(today.close - 5 * MINUTE_MS);
    expect(lastClosedFiveMinutes(today.close + MINUTE_MS)?.end).toBe(today.close);
    expect(lastClosedFiveMinutes(today.close + 5 * MINUTE_MS)).toBeNull();
  });
});

describe("market moves: 5 points within 30 minutes", () => {
  const start = at("2026-11-27T12:00:00Z");
  const path = (probabilities: number[]) => probabilities.map((probability, step) => ({ at: start + step * 5 * MINUTE_MS, probability }));

  it("goes from the point furthest from the latest within the window", () => {
    // 30% an hour ago is outside the 30 minutes; within them the furthest from 57% is 48%.
    const move = marketMoveOf(path([0.3, 0.35, 0.4, 0.42, 0.44, 0.46, 0.48, 0.5, 0.52, 0.54, 0.56, 0.58, 0.57]), DEFAULT_MOVE_THRESHOLDS);
    expect(move).toEqual({ start: start + 6 * 5 * MINUTE_MS, end: start + 12 * 5 * MINUTE_MS, from: 0.48, to: 0.57, points: 9 });
  });

  it("finds a fall of 6 points a move, signed, and 4.99 not", () => {
    expect(marketMoveOf(path([0.6, 0.58, 0.54]), DEFAULT_MOVE_THRESHOLDS)?.points).toBe(-6);
    expect(marketMoveOf(path([0.6, 0.5501]), DEFAULT_MOVE_THRESHOLDS)).toBeNull();
    expect(marketMoveOf([], DEFAULT_MOVE_THRESHOLDS)).toBeNull();
  });
});
