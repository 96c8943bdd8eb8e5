import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addTradingMinutes,
  isTradingTime,
  nextSessionOpenAtOrAfter,
  sessionAt,
  sessionOn,
  sessionsBefore,
  shiftDay,
  tradingTimeAtOrAfter,
  newYorkWallClock,
} from "./trading-calendar";

const at = (iso: string) => Date.parse(iso);
const iso = (time: number) => new Date(time).toISOString();

/** Weekdays without a session, and sessions that close early, over one year. */
function closuresOf(year: number): { closed: string[]; earlyCloses: string[] } {
  const closed: string[] = [];
  const earlyCloses: string[] = [];
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = shiftDay(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const session = sessionOn(day);
    if (!session && weekday !== 0 && weekday !== 6) closed.push(day);
    if (session && session.close - session.open < 390 * 60_000) earlyCloses.push(day);
  }
  return { closed, earlyCloses };
}

describe("the NYSE's published holiday and early-closing calendars", () => {
  // NYSE Group, "2025, 2026 and 2027 Holiday and Early Closings Calendar" (8 November 2024), and the 2026-2028
  // release of 23 December 2025; 2025 also has the closure for President Carter's funeral on 9 January.
  it.each([
    [
      2025,
      ["2025-01-01", "2025-01-09", "2025-01-20", "2025-02-17", "2025-04-18", "2025-05-26", "2025-06-19", "2025-07-04", "2025-09-01", "2025-11-27", "2025-12-25"],
      ["2025-07-03", "2025-11-28", "2025-12-24"],
    ],
    [
      2026,
      ["2026-01-01", "2026-01-19", "2026-02-16", "2026-04-03", "2026-05-25", "2026-06-19", "2026-07-03", "2026-09-07", "2026-11-26", "2026-12-25"],
      ["2026-11-27", "2026-12-24"],
    ],
    [
      2027,
      ["2027-01-01", "2027-01-18", "2027-02-15", "2027-03-26", "2027-05-31", "2027-06-18", "2027-07-05", "2027-09-06", "2027-11-25", "2027-12-24"],
      ["2027-11-26"],
    ],
    [
      // New Year's Day on a Saturday: no holiday, and 31 December 2027 trades.
      2028,
      ["2028-01-17", "2028-02-21", "2028-04-14", "2028-05-29", "2028-06-19", "2028-07-04", "2028-09-04", "2028-11-23", "2028-12-25"],
      ["2028-07-03", "2028-11-24"],
    ],
  ])("%i", (year, closed, earlyCloses) => {
    expect(closuresOf(year)).toEqual({ closed, earlyCloses });
  });

  it("trades on 31 December 2027, before a New Year's Day that falls on a Saturday", () => {
    expect(sessionOn("2027-12-31")).not.toBeNull();
  });
});

describe("sessionOn", () => {
  it.each([
    ["2026-03-06", "2026-03-06T14:30:00.000Z", "2026-03-06T21:00:00.000Z", "the Friday before summer time: EST"],
    ["2026-03-09", "2026-03-09T13:30:00.000Z", "2026-03-09T20:00:00.000Z", "the Monday after the clocks changed: EDT"],
    ["2026-11-27", "2026-11-27T14:30:00.000Z", "2026-11-27T18:00:00.000Z", "the day after Thanksgiving closes at 13:00"],
    ["2025-07-03", "2025-07-03T13:30:00.000Z", "2025-07-03T17:00:00.000Z", "3 July closes at 13:00 EDT"],
  ])("%s opens at %s and closes at %s (%s)", (day, open, close) => {
    expect(sessionOn(day)).toEqual({ day, open: at(open), close: at(close) });
  });

  it("takes a Date as the New York day it falls on", () => {
    // 03:00 UTC on the 28th is 22:00 on the 27th in New York.
    expect(sessionOn(new Date("2026-11-28T03:00:00Z"))?.day).toBe("2026-11-27");
    expect(sessionOn(new Date("2026-11-26T15:00:00Z"))).toBeNull();
  });

  it("refuses what is not a calendar day", () => {
    expect(() => sessionOn("2026-13-01")).toThrow(RangeError);
    expect(() => sessionOn("27 November")).toThrow(RangeError);
  });
});

describe("trading time", () => {
  it.each([
    ["2026-04-14T13:29:59.999Z", false, "09:29:59.999 EDT"],
    ["2026-04-14T13:30:00.000Z", true, "the open"],
    ["2026-04-14T19:59:59.999Z", true, "the last instant before the close"],
    ["2026-04-14T20:00:00.000Z", false, "the close"],
    ["2026-04-03T15:00:00.000Z", false, "Good Friday"],
    ["2026-11-27T17:30:00.000Z", true, "12:30 on the day after Thanksgiving"],
    ["2026-11-27T18:30:00.000Z", false, "13:30 on the day after Thanksgiving"],
  ])("%s is trading time: %s (%s)", (time, trading) => {
    expect(isTradingTime(at(time))).toBe(trading);
  });

  it("finds the session an instant falls in", () => {
    expect(sessionAt(at("2026-04-14T15:00:00Z"))?.day).toBe("2026-04-14");
    expect(sessionAt(at("2026-04-14T21:00:00Z"))).toBeNull();
  });
});

describe("nextSessionOpenAtOrAfter", () => {
  it.each([
    ["2026-04-17T20:00:00Z", "2026-04-20T13:30:00.000Z", "Friday 16:00 EDT: Monday's open"],
    ["2026-04-18T00:00:00Z", "2026-04-20T13:30:00.000Z", "Friday 20:00 EDT: Monday's open"],
    ["2026-04-14T13:30:00Z", "2026-04-14T13:30:00.000Z", "an open is its own next open"],
    ["2026-04-14T13:30:00.001Z", "2026-04-15T13:30:00.000Z", "inside a session: the next day's"],
    ["2026-04-03T00:30:00Z", "2026-04-06T13:30:00.000Z", "the evening before Good Friday: Monday"],
    ["2026-11-26T01:00:00Z", "2026-11-27T14:30:00.000Z", "the evening before Thanksgiving: the half day"],
    ["2026-03-07T00:00:00Z", "2026-03-09T13:30:00.000Z", "over the weekend the clocks change"],
  ])("from %s is %s (%s)", (time, open) => {
    expect(iso(nextSessionOpenAtOrAfter(at(time)))).toBe(open);
  });

  it("leaves trading time where it is and moves closed time to the next open", () => {
    expect(tradingTimeAtOrAfter(at("2026-04-14T15:00:00Z"))).toBe(at("2026-04-14T15:00:00Z"));
    expect(iso(tradingTimeAtOrAfter(at("2026-04-14T20:00:00Z")))).toBe("2026-04-15T13:30:00.000Z");
  });
});

describe("addTradingMinutes", () => {
  it.each([
    ["2026-04-14T14:02:00Z", 5, "2026-04-14T14:07:00.000Z", "inside one session"],
    ["2026-04-14T14:02:00Z", 390, "2026-04-15T14:02:00.000Z", "a full session: the same minute of the next one"],
    ["2026-04-14T13:30:00Z", 390, "2026-04-14T20:00:00.000Z", "a session from its open ends at its close"],
    ["2026-04-18T00:00:00Z", 5, "2026-04-20T13:35:00.000Z", "Friday 20:00: Monday 09:30-09:35"],
    ["2026-04-18T00:00:00Z", 390, "2026-04-20T20:00:00.000Z", "Friday 20:00: Monday's 16:00 close"],
    ["2026-04-14T19:57:00Z", 5, "2026-04-15T13:32:00.000Z", "3 minutes before the close and 2 after the next open"],
    ["2026-04-03T00:30:00Z", 390, "2026-04-06T20:00:00.000Z", "the evening before Good Friday skips the holiday"],
    // 10:00 on the half day: 180 minutes to 13:00, then 210 from Monday's open, 13:00 Monday (EST).
    ["2026-11-27T15:00:00Z", 390, "2026-11-30T18:00:00.000Z", "across the early close of the day after Thanksgiving"],
    ["2026-11-27T17:45:00Z", 30, "2026-11-30T14:45:00.000Z", "12:45 on the half day: 15 minutes then 15 on Monday"],
    ["2026-03-06T20:30:00Z", 60, "2026-03-09T14:00:00.000Z", "Friday 15:30 EST to Monday 10:00 EDT"],
    ["2026-04-14T14:02:00Z", 0, "2026-04-14T14:02:00.000Z", "no minutes"],
  ])("%s + %i minutes is %s (%s)", (start, minutes, end) => {
    expect(iso(addTradingMinutes(at(start), minutes))).toBe(end);
  });

  it("refuses a negative or endless number of minutes", () => {
    expect(() => addTradingMinutes(at("2026-04-14T14:02:00Z"), -1)).toThrow(RangeError);
    expect(() => addTradingMinutes(at("2026-04-14T14:02:00Z"), Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("sessionsBefore", () => {
  it("lists the sessions on the days before, oldest first, skipping weekends and holidays", () => {
    expect(sessionsBefore("2026-04-07", 4).map((session) => session.day)).toEqual(["2026-03-31", "2026-04-01", "2026-04-02", "2026-04-06"]);
  });
});

describe("calendar properties", () => {
  const instant = fc.integer({ min: at("2025-01-01T00:00:00Z"), max: at("2027-12-31T00:00:00Z") });
  const minutes = fc.integer({ min: 0, max: 3 * 390 });

  it("adds no minutes to a close as the close itself (fast-check's counterexample: 1 January 2025, 1,170 minutes, then 0)", () => {
    const close = Date.parse("2025-01-06T21:00:00Z");
    expect(addTradingMinutes(Date.parse("2025-01-01T00:00:00Z"), 1_170)).toBe(close);
    expect(addTradingMinutes(close, 0)).toBe(close);
  });

  it("adding trading minutes ends inside a session or at its close, and adds up", () => {
    fc.assert(
      fc.property(instant, minutes, minutes, (start, first, second) => {
        const end = addTradingMinutes(start, first);
        const session = sessionOn(new Date(end));
        expect(session).not.toBeNull();
        expect(end).toBeGreaterThanOrEqual(session?.open ?? Number.NaN);
        expect(end).toBeLessThanOrEqual(session?.close ?? Number.NaN);
        expect(addTradingMinutes(end, second)).toBe(addTradingMinutes(start, first + second));
      }),
    );
  });

  it("the next open is a session's open, at or after the instant, with no session opening between", () => {
    fc.assert(
      fc.property(instant, (time) => {
        const open = nextSessionOpenAtOrAfter(time);
        expect(open).toBeGreaterThanOrEqual(time);
        expect(sessionAt(open)?.open).toBe(open);
        expect(isTradingTime(tradingTimeAtOrAfter(time))).toBe(true);
        if (!isTradingTime(time)) expect(tradingTimeAtOrAfter(time)).toBe(open);
      }),
    );
  });
});

describe("newYorkWallClock", () => {
  it("gives the instant of a New York wall-clock time, on ordinary days and on the days clocks change", () => {
    expect(new Date(newYorkWallClock("2026-11-12", 8 * 60 + 30)).toISOString()).toBe("2026-11-12T13:30:00.000Z");
    expect(new Date(newYorkWallClock("2026-07-02", 10 * 60)).toISOString()).toBe("2026-07-02T14:00:00.000Z");
    // 8 March 2026: clocks go forward at 02:00; midnight is still EST, 08:30 is EDT.
    expect(new Date(newYorkWallClock("2026-03-08", 0)).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(new Date(newYorkWallClock("2026-03-08", 8 * 60 + 30)).toISOString()).toBe("2026-03-08T12:30:00.000Z");
    // 1 November 2026: clocks go back at 02:00; midnight is EDT, 08:30 is EST.
    expect(new Date(newYorkWallClock("2026-11-01", 0)).toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(new Date(newYorkWallClock("2026-11-01", 8 * 60 + 30)).toISOString()).toBe("2026-11-01T13:30:00.000Z");
  });
});
