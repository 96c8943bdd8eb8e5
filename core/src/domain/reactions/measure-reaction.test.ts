import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CalendarDay,
  isTradingTime,
  MINUTE_MS,
  sessionAt,
  sessionOn,
  sessionsBefore,
  shiftDay,
  type TradingSession,
  tradingTimeAtOrAfter,
} from "../trading-calendar";
import { type Bar, measureOwnReaction, measureReaction, type MeasureReactionInput, type Reaction, type ReactionBars } from "./measure-reaction";

const at = (iso: string) => Date.parse(iso);
const FOREVER = at("2100-01-01T00:00:00Z");

function sessionsThrough(first: CalendarDay, last: CalendarDay): TradingSession[] {
  const sessions: TradingSession[] = [];
  for (let day = first; day <= last; day = shiftDay(day, 1)) {
    const session = sessionOn(day);
    if (session) sessions.push(session);
  }
  return sessions;
}

/** New York wall clock of a bar's start, "HH:MM": sessions open at 09:30. */
function clockOf(session: TradingSession, time: number): string {
  const minute = 9 * 60 + 30 + (time - session.open) / MINUTE_MS;
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

type Level = (day: CalendarDay, clock: string, time: number) => number;

/** Every 5-minute bar of the sessions, closing at `close(day, "HH:MM" of the bar's start)`; opens only when asked. */
function fiveMinuteBars(sessions: readonly TradingSession[], close: Level, open?: Level): Bar[] {
  return sessions.flatMap((session) => {
    const bars: Bar[] = [];
    for (let time = session.open; time < session.close; time += 5 * MINUTE_MS) {
      const clock = clockOf(session, time);
      bars.push({ time, close: close(session.day, clock, time), ...(open ? { open: open(session.day, clock, time) } : {}) });
    }
    return bars;
  });
}

/** Daily bars stamped at midnight UTC of the session's day (as Yahoo's daily bars are). */
const dailyBars = (sessions: readonly TradingSession[], close: (day: CalendarDay) => number): Bar[] =>
  sessions.map((session) => ({ time: at(`${session.day}T00:00:00Z`), close: close(session.day) }));

const withoutBar = (bars: readonly Bar[], time: number) => bars.filter((bar) => bar.time !== time);

/** Checks the given fields of a reaction: fractions to 1e-9, instants and counts exactly. */
function expectReaction(reaction: Reaction | null, expected: Partial<Reaction>) {
  expect(reaction).not.toBeNull();
  for (const [field, value] of Object.entries(expected)) {
    const actual = reaction?.[field as keyof Reaction];
    if (typeof value === "number" && !Number.isInteger(value)) expect(actual, field).toBeCloseTo(value, 9);
    else expect(actual, field).toBe(value);
  }
}

describe("measureReaction: a story during a session, against values worked by hand", () => {
  // The story: Tuesday 14 April 2026, 10:02 EDT (14:02 UTC). Its horizons end at 10:07 and 10:32 that day and at
  // 10:02 on Wednesday 15 April (390 trading minutes: 358 to Tuesday's close, 32 from Wednesday's open).
  const published = at("2026-04-14T14:02:00Z");

  // The 20 sessions before are 16 March-13 April (Good Friday, 3 April, is closed), all full 390-minute sessions;
  // 13 March's bars give the previous close the first window of 16 March starts from.
  const sessions = sessionsThrough("2026-03-13", "2026-04-15");
  const stockFiveMinute = fiveMinuteBars(sessions, (day, clock) => {
    if (day === "2026-03-24" && clock === "11:00") return 125; // E1: one 5-minute spike
    if (day === "2026-04-09" && clock >= "14:00" && clock < "14:30") return 120; // E2: half an hour at 120
    if (day === "2026-04-01" && clock === "12:00") return 110; // E3: a spike the benchmark shares
    if (day === "2026-04-14" && clock >= "10:00") return clock < "10:25" ? 103 : 104; // the story
    if (day === "2026-04-15") return 106;
    return 100;
  });
  const benchmarkFiveMinute = fiveMinuteBars(sessions, (day, clock) => {
    if (day === "2026-04-01" && clock === "12:00") return 110; // E3, shared with the stock
    if (day === "2026-04-01" && clock >= "15:00" && clock < "15:30") return 125; // E3: the market alone
    if (day === "2026-04-14" && clock >= "10:00") return clock < "10:25" ? 101 : 101.5;
    if (day === "2026-04-15") return 102;
    return 100;
  });

  // The 121 daily closes before the story's session: 17 October 2025-13 April 2026, 120 daily returns.
  const dailySessions = sessionsBefore("2026-04-14", 121);
  const stock: ReactionBars = {
    fiveMinute: stockFiveMinute,
    daily: dailyBars(dailySessions, (day) => (day === "2026-01-15" ? 110 : 100)),
  };
  const benchmark: ReactionBars = {
    fiveMinute: benchmarkFiveMinute,
    // The benchmark's daily bars are stamped at the open instead: the same sessions.
    daily: dailySessions.map((session) => ({ time: session.open, close: session.day === "2025-12-10" ? 104 : 100 })),
  };
  const measure = (horizon: MeasureReactionInput["horizon"], extra: Partial<MeasureReactionInput> = {}) =>
    measureReaction({ published, horizon, now: FOREVER, stock, benchmark, ...extra });

  // σ below is the sample standard deviation of n values of which the few listed are not 0:
  // sqrt((Σx² − (Σx)²/n) / (n − 1)), worked in exact fractions and rounded to 13 places.

  it("5m: 10:02-10:07, priced at the 10:00 and 10:05 closes", () => {
    // Start: the last bar closed by 10:02 is the 09:55 bar (closed 10:00): stock 100, benchmark 100.
    // End: the last bar closed by 10:07 is the 10:00 bar (closed 10:05): stock 103, benchmark 101.
    // stock 103/100 − 1 = 0.03; benchmark 101/100 − 1 = 0.01; abnormal 0.02.
    // Estimation: 20 sessions × 78 windows of 5 minutes = 1,560 abnormal returns, all 0 except
    //   E1  100 → 125: +0.25, then 125 → 100: −0.2
    //   E2  100 → 120: +0.2, four windows at 120: 0, then 120 → 100: −1/6
    //   E3  the shared spike: 0.1 − 0.1 = 0 twice; the benchmark alone 100 → 125: 0 − 0.25 = −0.25,
    //       then 125 → 100: 0 − (−0.2) = +0.2
    // Σx = 0.25 − 0.2 + 0.2 − 1/6 − 0.25 + 0.2 = 0.2 − 1/6 = 1/30
    // Σx² = 0.0625 + 0.04 + 0.04 + 1/36 + 0.0625 + 0.04 = 0.245 + 1/36 = 0.2727777…
    // σ = sqrt((0.2727777… − (1/30)²/1560) / 1559) = 0.0132275943793; z = 0.02 / σ = 1.5119907238195
    expectReaction(measure("5m"), {
      horizon: "5m",
      start: published,
      end: at("2026-04-14T14:07:00Z"),
      stockReturn: 0.03,
      benchmarkReturn: 0.01,
      abnormalReturn: 0.02,
      sigma: 0.0132275943793,
      zScore: 1.5119907238195,
      estimationSamples: 1560,
    });
  });

  it("30m: 10:02-10:32, priced at the 10:00 and 10:30 closes", () => {
    // End: the 10:25 bar (closed 10:30): stock 104, benchmark 101.5.
    // stock 0.04; benchmark 0.015; abnormal 0.025.
    // Estimation: 20 sessions × 13 half hours = 260, all 0 except
    //   E1  invisible: 11:00 and 11:30 both price at 100
    //   E2  [14:00, 14:30) 100 → 120: +0.2; [14:30, 15:00) 120 → 100: −1/6
    //   E3  the shared spike is invisible; the benchmark alone [15:00, 15:30) 100 → 125: −0.25,
    //       [15:30, 16:00) 125 → 100: +0.2
    // Σx = 0.2 − 1/6 − 0.25 + 0.2 = −1/60; Σx² = 0.04 + 1/36 + 0.0625 + 0.04 = 0.1425 + 1/36 = 0.1702777…
    // σ = sqrt((0.1702777… − (1/60)²/260) / 259) = 0.0256405739491; z = 0.025 / σ = 0.9750171758882
    expectReaction(measure("30m"), {
      end: at("2026-04-14T14:32:00Z"),
      stockReturn: 0.04,
      benchmarkReturn: 0.015,
      abnormalReturn: 0.025,
      sigma: 0.0256405739491,
      zScore: 0.9750171758882,
      estimationSamples: 260,
    });
  });

  it("1d: to 10:02 the next session, with σ of the 120 daily abnormal returns before", () => {
    // End: Wednesday's 09:55 bar (closed 10:00): stock 106, benchmark 102. stock 0.06; benchmark 0.02; abnormal 0.04.
    // Estimation: 120 close-to-close returns, all 0 except
    //   15 January 2026, the stock at 110: into it +0.1, out of it 100/110 − 1 = −1/11
    //   10 December 2025, the benchmark at 104: into it 0 − 0.04 = −0.04, out of it 0 − (100/104 − 1) = +1/26
    // Σx = 0.1 − 1/11 − 0.04 + 1/26 = 0.0075524…; Σx² = 0.01 + 1/121 + 0.0016 + 1/676 = 0.0213437…
    // σ = sqrt((Σx² − (Σx)²/120) / 119) = 0.0133923587337; z = 0.04 / σ = 2.9867778182549
    expectReaction(measure("1d"), {
      end: at("2026-04-15T14:02:00Z"),
      stockReturn: 0.06,
      benchmarkReturn: 0.02,
      abnormalReturn: 0.04,
      sigma: 0.0133923587337,
      zScore: 2.9867778182549,
      estimationSamples: 120,
    });
  });

  it("is null until the horizon has closed", () => {
    expect(measure("5m", { now: at("2026-04-14T14:06:59.999Z") })).toBeNull();
    expect(measure("5m", { now: at("2026-04-14T14:07:00Z") })).not.toBeNull();
    expect(measure("1d", { now: at("2026-04-15T14:01:00Z") })).toBeNull();
  });

  it("is null when the stock's or the benchmark's bar at either end is missing", () => {
    const tenOClock = at("2026-04-14T14:00:00Z");
    const fiveToTen = at("2026-04-14T13:55:00Z");
    expect(measure("5m", { stock: { ...stock, fiveMinute: withoutBar(stockFiveMinute, tenOClock) } })).toBeNull();
    expect(measure("5m", { benchmark: { ...benchmark, fiveMinute: withoutBar(benchmarkFiveMinute, tenOClock) } })).toBeNull();
    expect(measure("30m", { stock: { ...stock, fiveMinute: withoutBar(stockFiveMinute, fiveToTen) } })).toBeNull();
    expect(measure("1d", { stock: { ...stock, fiveMinute: [] } })).toBeNull();
  });

  it("leaves a window with a missing price out of σ", () => {
    // Without E1's 11:00 bar both windows that touch it lose a price: 1,558 returns, E1's two gone.
    const gap = withoutBar(stockFiveMinute, at("2026-03-24T15:00:00Z"));
    // Σx = 0.2 − 1/6 − 0.25 + 0.2 = −1/60; Σx² = 0.04 + 1/36 + 0.0625 + 0.04 = 0.1425 + 1/36
    // σ = sqrt((0.1702777… − (1/60)²/1558) / 1557) = 0.0104576584422
    expectReaction(measure("5m", { stock: { ...stock, fiveMinute: gap } }), { sigma: 0.0104576584422, estimationSamples: 1558 });
  });

  it("takes the horizon's length from `minutes` when given, estimation windows included", () => {
    // 10:02 + 10 minutes = 10:12, priced at the 10:05 bar's close (103): the same returns as 5m.
    // 10-minute windows: 39 a session, 780 in all; E1's spike falls inside [11:00, 11:10) and is invisible,
    // E2 gives +0.2 and −1/6, E3's benchmark −0.25 and +0.2, as for 30m:
    // σ = sqrt((0.1702777… − (1/60)²/780) / 779) = 0.0147846076522
    expectReaction(measure("5m", { minutes: 10 }), {
      end: at("2026-04-14T14:12:00Z"),
      abnormalReturn: 0.02,
      sigma: 0.0147846076522,
      estimationSamples: 780,
    });
    expect(() => measure("5m", { minutes: 0 })).toThrow(RangeError);
  });
});

describe("measureReaction: stories outside a session", () => {
  it("a story at 20:00 on a Friday counts from Monday's open: 5m is 09:30-09:35, 1d ends at Monday's 16:00 close", () => {
    const published = at("2026-04-18T00:00:00Z"); // Friday 17 April 2026, 20:00 EDT
    const monday = sessionOn("2026-04-20") as TradingSession;
    const sessions = [...sessionsBefore("2026-04-20", 21), monday];
    const stockClose: Level = (day, clock) => (day !== "2026-04-20" ? 100 : clock === "09:30" ? 106.08 : 114.4);
    const benchmarkClose: Level = (day, clock) => (day !== "2026-04-20" ? 100 : clock === "09:30" ? 100.5 : 101);
    const opening: Level = (day, clock) => (day === "2026-04-20" && clock === "09:30" ? 104 : 100);
    const input = (opens: boolean) => ({
      published,
      now: FOREVER,
      stock: { fiveMinute: fiveMinuteBars(sessions, stockClose, opens ? opening : undefined), daily: [] },
      benchmark: { fiveMinute: fiveMinuteBars(sessions, benchmarkClose, opens ? () => 100 : undefined), daily: [] },
    });

    // With opens: from Monday's opening trades (stock 104, benchmark 100).
    // 5m: stock 106.08/104 − 1 = 0.02, benchmark 100.5/100 − 1 = 0.005, abnormal 0.015.
    // The estimation window is flat: σ is 0 and gives no z.
    expectReaction(measureReaction({ ...input(true), horizon: "5m" }), {
      start: monday.open,
      end: at("2026-04-20T13:35:00Z"),
      stockReturn: 0.02,
      abnormalReturn: 0.015,
      sigma: 0,
      zScore: null,
      estimationSamples: 1560,
    });
    // 1d: to the 15:55 bar's close at 16:00: stock 114.4/104 − 1 = 0.1, benchmark 0.01, abnormal 0.09.
    // No daily bars: no σ.
    expectReaction(measureReaction({ ...input(true), horizon: "1d" }), {
      start: monday.open,
      end: at("2026-04-20T20:00:00Z"),
      abnormalReturn: 0.09,
      sigma: null,
      zScore: null,
    });

    // Without opens: from Friday's close (100 both), across the weekend's gap.
    // 5m: stock 106.08/100 − 1 = 0.0608, benchmark 0.005, abnormal 0.0558; 1d: 0.144 − 0.01 = 0.134.
    expectReaction(measureReaction({ ...input(false), horizon: "5m" }), { abnormalReturn: 0.0558 });
    expectReaction(measureReaction({ ...input(false), horizon: "1d" }), { abnormalReturn: 0.134 });
  });

  it("a 1d horizon ending at a close takes the daily close when the last 5-minute bar is missing", () => {
    const published = at("2026-04-18T00:00:00Z");
    const monday = sessionOn("2026-04-20") as TradingSession;
    const sessions = [sessionOn("2026-04-17") as TradingSession, monday];
    const lastBar = monday.close - 5 * MINUTE_MS;
    const stockBars = withoutBar(fiveMinuteBars(sessions, (day) => (day === "2026-04-20" ? 110 : 100)), lastBar);
    const benchmark = { fiveMinute: fiveMinuteBars(sessions, (day) => (day === "2026-04-20" ? 102 : 100)), daily: [] };
    const measure = (daily: Bar[]) =>
      measureReaction({ published, horizon: "1d", now: FOREVER, stock: { fiveMinute: stockBars, daily }, benchmark });
    // Monday's daily close 111 stands in: 111/100 − 1 − (102/100 − 1) = 0.11 − 0.02 = 0.09.
    expectReaction(measure([{ time: at("2026-04-20T00:00:00Z"), close: 111 }]), { abnormalReturn: 0.09 });
    expect(measure([])).toBeNull();
  });

  it("a story the evening before Good Friday counts from Monday's open, priced from Thursday's close", () => {
    const published = at("2026-04-03T00:00:00Z"); // Thursday 2 April 2026, 20:00 EDT; Friday 3 April is closed
    const sessions = sessionsThrough("2026-04-02", "2026-04-06");
    const stock = { fiveMinute: fiveMinuteBars(sessions, (day) => (day === "2026-04-06" ? 55 : 50)), daily: [] };
    const benchmark = { fiveMinute: fiveMinuteBars(sessions, (day) => (day === "2026-04-06" ? 202 : 200)), daily: [] };
    // 1d: 09:30-16:00 Monday; stock 55/50 − 1 = 0.1, benchmark 202/200 − 1 = 0.01, abnormal 0.09.
    expectReaction(measureReaction({ published, horizon: "1d", now: FOREVER, stock, benchmark }), {
      start: at("2026-04-06T13:30:00Z"),
      end: at("2026-04-06T20:00:00Z"),
      abnormalReturn: 0.09,
    });
  });
});

describe("measureReaction: the day after Thanksgiving, closing at 13:00", () => {
  const sessions = sessionsThrough("2026-11-25", "2026-11-30");
  const stock = {
    fiveMinute: fiveMinuteBars(sessions, (day, clock) => {
      if (day === "2026-11-27") return clock >= "10:00" ? 101 : 100;
      if (day === "2026-11-30") return clock === "12:55" ? 103 : clock > "12:55" ? 120 : 99;
      return 100;
    }),
    daily: [],
  };
  const benchmark = {
    fiveMinute: fiveMinuteBars(sessions, (day, clock) => (day === "2026-11-30" && clock === "12:55" ? 101 : 100)),
    daily: [],
  };

  it("1d from 10:00 runs 180 minutes to Friday's 13:00 close and 210 from Monday's open: 13:00 Monday", () => {
    // Start: Friday's 09:55 bar, 100 both. End: Monday's 12:55 bar (closed 13:00): stock 103, benchmark 101.
    // stock 0.03, benchmark 0.01, abnormal 0.02; Monday's 16:00 close (120) does not enter.
    expectReaction(measureReaction({ published: at("2026-11-27T15:00:00Z"), horizon: "1d", now: FOREVER, stock, benchmark }), {
      start: at("2026-11-27T15:00:00Z"),
      end: at("2026-11-30T18:00:00Z"),
      abnormalReturn: 0.02,
    });
  });

  it("30m from 12:45 runs 15 minutes to the early close and 15 on Monday: 09:45", () => {
    // Start: Friday's 12:40 bar, 101; end: Monday's 09:40 bar, 99. Benchmark flat: abnormal 99/101 − 1.
    expectReaction(measureReaction({ published: at("2026-11-27T17:45:00Z"), horizon: "30m", now: FOREVER, stock, benchmark }), {
      end: at("2026-11-30T14:45:00Z"),
      abnormalReturn: 99 / 101 - 1,
    });
  });

  it("a story after the early close counts from Monday's open", () => {
    const reaction = measureReaction({ published: at("2026-11-27T18:30:00Z"), horizon: "5m", now: FOREVER, stock, benchmark });
    expect(reaction?.start).toBe(at("2026-11-30T14:30:00Z"));
  });
});

describe("measureReaction: σ needs 10 abnormal returns", () => {
  // One session of bars before the story, with opens, priced so that no two windows return the same; the
  // `minutes` override makes 39-minute windows: exactly 10 in the 390 minutes of Monday 13 April.
  const sessions = sessionsThrough("2026-04-13", "2026-04-14");
  const wave: Level = (_day, clock) => 100 + Number(clock.slice(0, 2)) + Number(clock.slice(3)) / 100;
  const stock = { fiveMinute: fiveMinuteBars(sessions, wave, wave), daily: [] };
  const benchmark = { fiveMinute: fiveMinuteBars(sessions, () => 100, () => 100), daily: [] };
  const measure = (fiveMinute: Bar[]) =>
    measureReaction({ published: at("2026-04-14T14:02:00Z"), horizon: "30m", minutes: 39, now: FOREVER, stock: { ...stock, fiveMinute }, benchmark });

  it("gives σ from 10 and none from 9", () => {
    expect(measure(stock.fiveMinute)).toMatchObject({ estimationSamples: 10, sigma: expect.any(Number) });
    // Without Monday's first bar the first window has no opening price, and no previous close to fall back on.
    const ninth = withoutBar(stock.fiveMinute, at("2026-04-13T13:30:00Z"));
    expect(measure(ninth)).toMatchObject({ estimationSamples: 9, sigma: null, zScore: null });
  });
});

describe("measureReaction properties", () => {
  /** A price path that wanders between 90 and 110, different for each seed. */
  const priceAt = (seed: number, time: number) => 100 + 10 * Math.sin(seed + time / 3_700_000) * Math.cos(seed * 3 + time / 910_000);

  function barsAround(seed: number, published: number): { stock: ReactionBars; benchmark: ReactionBars } {
    const startDay = (sessionAt(tradingTimeAtOrAfter(published)) as TradingSession).day;
    const intraday = sessionsThrough((sessionsBefore(startDay, 21)[0] as TradingSession).day, shiftDay(startDay, 5));
    const daily = sessionsThrough((sessionsBefore(startDay, 121)[0] as TradingSession).day, shiftDay(startDay, 5));
    const symbol = (shift: number): ReactionBars => ({
      fiveMinute: fiveMinuteBars(intraday, (_day, _clock, time) => priceAt(seed + shift, time)),
      daily: dailyBars(daily, (day) => priceAt(seed + shift, at(`${day}T20:00:00Z`))),
    });
    return { stock: symbol(0), benchmark: symbol(0.5) };
  }

  /** The bars with every price not yet known at `start` moved at random: σ must not change. */
  const tamperedFrom = (bars: ReactionBars, start: number): ReactionBars => {
    const tamper = (bar: Bar, knownAt: number) => (knownAt <= start ? bar : { ...bar, close: bar.close * (1.5 + Math.sin(bar.time)) });
    return {
      fiveMinute: bars.fiveMinute.map((bar) => tamper(bar, bar.time + 5 * MINUTE_MS)),
      daily: bars.daily.map((bar) => tamper(bar, (sessionOn(new Date(bar.time).toISOString().slice(0, 10)) as TradingSession).close)),
    };
  };

  it("abnormal = stock − benchmark exactly, z = AR/σ, the start is trading time, the end after it, and σ sees nothing from the start on", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: at("2025-03-01T00:00:00Z"), max: at("2027-11-30T00:00:00Z") }),
        fc.constantFrom<MeasureReactionInput["horizon"]>("5m", "30m", "1d"),
        fc.integer({ min: 0, max: 1000 }),
        (published, horizon, seed) => {
          const { stock, benchmark } = barsAround(seed, published);
          const reaction = measureReaction({ published, horizon, now: FOREVER, stock, benchmark });
          expect(reaction).not.toBeNull();
          if (!reaction) return;
          expect(Object.is(reaction.abnormalReturn, reaction.stockReturn - reaction.benchmarkReturn)).toBe(true);
          expect(reaction.sigma).not.toBeNull();
          expect(reaction.zScore).toBe(reaction.abnormalReturn / (reaction.sigma as number));
          expect(isTradingTime(reaction.start)).toBe(true);
          expect(reaction.start).toBeGreaterThanOrEqual(published);
          if (isTradingTime(published)) expect(reaction.start).toBe(published);
          expect(reaction.end).toBeGreaterThan(reaction.start);
          const tampered = measureReaction({
            published,
            horizon,
            now: FOREVER,
            stock: tamperedFrom(stock, reaction.start),
            benchmark: tamperedFrom(benchmark, reaction.start),
          });
          expect(tampered?.sigma).toBe(reaction.sigma);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("measureOwnReaction: an index fund after a macro release, against values worked by hand", () => {
  // US CPI at 08:30 EDT on Tuesday 14 April 2026 (12:30 UTC), before the open: its horizons count from 09:30 and end at
  // 09:35 and 10:00. The fund's bars carry no opens, so the start is priced at Monday's close (its 15:55 bar): 100.
  const released = at("2026-04-14T12:30:00Z");
  const sessions = sessionsThrough("2026-03-13", "2026-04-14");
  const fundClose: Level = (day, clock) => {
    if (day === "2026-03-24" && clock === "11:00") return 125; // E1: one 5-minute spike
    if (day === "2026-04-09" && clock >= "14:00" && clock < "14:30") return 120; // E2: half an hour at 120
    if (day === "2026-04-14") return clock < "09:55" ? 101 : 102; // the release
    return 100;
  };
  const fund: ReactionBars = { fiveMinute: fiveMinuteBars(sessions, fundClose), daily: dailyBars(sessions, () => 100) };
  const measure = (horizon: "5m" | "30m", now = FOREVER) => measureOwnReaction({ published: released, horizon, now, bars: fund });

  it("5m: from Monday's close to the 09:30 bar's close, in σ of the fund's own 5-minute returns", () => {
    // return 101/100 − 1 = 0.01.
    // Estimation: 20 sessions × 78 windows = 1,560 returns, all 0 except E1 (+0.25, −0.2) and E2 (+0.2 into it, −1/6 out).
    // σ = sqrt((Σx² − (Σx)²/1560) / 1559) with Σx = 1/12, Σx² = 0.1425 + 1/36: 0.0104508172233; z = 0.01 / σ = 0.9568629693065
    expect(measure("5m")).toEqual({
      horizon: "5m",
      start: at("2026-04-14T13:30:00Z"),
      end: at("2026-04-14T13:35:00Z"),
      return: expect.closeTo(0.01, 12),
      sigma: expect.closeTo(0.0104508172233, 12),
      zScore: expect.closeTo(0.9568629693065, 12),
      estimationSamples: 1560,
    });
  });

  it("30m: to the 09:55 bar's close, in σ of its own half-hour returns", () => {
    // return 102/100 − 1 = 0.02. Estimation: 260 half hours, E1 invisible, E2 +0.2 and −1/6:
    // σ = 0.0161763333816; z = 0.02 / σ = 1.2363741231191
    expect(measure("30m")).toMatchObject({
      end: at("2026-04-14T14:00:00Z"),
      return: expect.closeTo(0.02, 12),
      sigma: expect.closeTo(0.0161763333816, 12),
      zScore: expect.closeTo(1.2363741231191, 12),
      estimationSamples: 260,
    });
  });

  it("is null until the horizon has closed, and when a bar at either end is missing", () => {
    expect(measure("5m", at("2026-04-14T13:34:59Z"))).toBeNull();
    const withoutFirstBar = { ...fund, fiveMinute: withoutBar(fund.fiveMinute, at("2026-04-14T13:30:00Z")) };
    expect(measureOwnReaction({ published: released, horizon: "5m", now: FOREVER, bars: withoutFirstBar })).toBeNull();
  });

  it("is what measureReaction gives against a benchmark that never moves: the fund's own return and σ", () => {
    const flat: ReactionBars = { fiveMinute: fiveMinuteBars(sessions, () => 50), daily: dailyBars(sessions, () => 50) };
    for (const horizon of ["5m", "30m"] as const) {
      const own = measure(horizon)!;
      const against = measureReaction({ published: released, horizon, now: FOREVER, stock: fund, benchmark: flat })!;
      expect(own).toEqual({ horizon, start: against.start, end: against.end, return: against.stockReturn, sigma: against.sigma, zScore: against.zScore, estimationSamples: against.estimationSamples });
      expect(against.abnormalReturn).toBe(against.stockReturn);
    }
  });
});
