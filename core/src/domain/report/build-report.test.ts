import { describe, expect, it } from "vitest";
import { reportSchema, type Report } from "../../schemas/reports";
import { buildReport, type ReportInput } from "./build-report";
import type { PriceBar } from "./frame-specs";

const bar = (iso: string, close: number): PriceBar => ({ time: Date.parse(iso), close });

/** Builds the report and checks it against the wire schema, as every caller relies on. */
function build(input: ReportInput): Report {
  const report = buildReport(input);
  expect(reportSchema.parse(report)).toEqual(report);
  return report;
}

const rowOf = (report: Report, ticker: string) => {
  const row = report.stockSection.rows.find((candidate) => candidate.ticker[0] === ticker);
  if (!row) throw new Error(`no row for ${ticker}`);
  return {
    price: row.price[0],
    change1d: row.change1d[0],
    changeSinceEvent: row.changeSinceEvent[0],
    abnormalSinceEvent: row.abnormalSinceEvent[0],
  };
};

const seriesOf = (report: Report, frame: "1D" | "5D" | "1M" | "3M", ticker: string) =>
  report.chartSection.dataByTimeFrame[frame]?.data.find((series) => series.ticker[0] === ticker)?.change;

/** Every number anywhere in the report, to prove none is NaN or Infinity. */
const numbersIn = (value: unknown): number[] =>
  typeof value === "number"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(numbersIn)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(numbersIn)
        : [];

// Thursday 2026-11-19, US market open (14:30-21:00 UTC); the news breaks at 15:32, inside the 15:30 5m bar
// (15:30-15:35). The last bar closed by then is the 15:25 bar (closes 15:30), so the price at T is its close.
const thursdayInput: ReportInput = {
  article: { title: "AAA wins record contract", publishedAt: new Date("2026-11-19T15:32:00.000Z") },
  now: new Date("2026-11-19T20:00:00.000Z"),
  tickers: [{ ticker: "AAA", company: "Alpha Inc.", exchange: "NASDAQ", benchmark: "SPY" }],
  bars: {
    AAA: {
      "5m": [
        bar("2026-11-19T15:20:00Z", 99),
        bar("2026-11-19T15:25:00Z", 100), // closed 15:30: the price at T
        bar("2026-11-19T15:30:00Z", 105), // still open at T 15:32: carries the reaction, not the price at T
        bar("2026-11-19T19:55:00Z", 110),
      ],
      "1d": [bar("2026-11-18T00:00:00Z", 88), bar("2026-11-19T00:00:00Z", 110)],
    },
    SPY: {
      "5m": [
        bar("2026-11-19T15:20:00Z", 398),
        bar("2026-11-19T15:25:00Z", 400), // closed 15:30: the price at T
        bar("2026-11-19T15:30:00Z", 402),
        // SPY at AAA's latest bar (19:55) is 404 whether read at that bar's start (the 19:50 bar is the last
        // closed by 19:55) or at its close (the 19:55 bar is the last closed by 20:00).
        bar("2026-11-19T19:50:00Z", 404),
        bar("2026-11-19T19:55:00Z", 404),
      ],
      "1d": [bar("2026-11-18T00:00:00Z", 390), bar("2026-11-19T00:00:00Z", 404)],
    },
  },
};

describe("buildReport: the row numbers", () => {
  it("T 15:32 takes the last 5m bar closed by then, the 15:25 bar (100), not the still-open 15:30 bar (105); latest 110 -> 110/100-1 = +10.00%", () => {
    expect(rowOf(build(thursdayInput), "AAA").changeSinceEvent).toBe(10);
  });

  it("SPY 400 at T (15:25 bar), 404 at AAA's latest bar -> 404/400-1 = +1.00%, so AAA's abnormal return is 10.00 - 1.00 = 9.00", () => {
    expect(rowOf(build(thursdayInput), "AAA")).toEqual({
      price: 110,
      change1d: 25, // 110 / Wednesday's 88 - 1 = 0.25
      changeSinceEvent: 10,
      abnormalSinceEvent: 9,
    });
  });

  it("an event before the 1D window takes the price at T from hourly bars: the 1h 13:30 bar (40) closed 14:30 <= T 15:10; latest 5m 50.5 -> 50.5/40-1 = +26.25%", () => {
    const report = build({
      article: { title: "AAA guidance cut", publishedAt: new Date("2026-10-30T15:10:00.000Z") },
      now: new Date("2026-11-19T20:00:00.000Z"),
      tickers: [{ ticker: "AAA", company: "Alpha Inc.", exchange: "NASDAQ", benchmark: "SPY" }],
      bars: {
        AAA: {
          // 5m bars exist, but only from today: none had closed by T.
          "5m": [bar("2026-11-19T19:55:00Z", 50.5)],
          // The 14:30 bar (42) is still open at T 15:10 (it closes 15:30), so the 13:30 bar (40) is the price at T.
          "1h": [bar("2026-10-30T13:30:00Z", 40), bar("2026-10-30T14:30:00Z", 42), bar("2026-11-19T19:30:00Z", 50)],
          "1d": [bar("2026-10-30T00:00:00Z", 45), bar("2026-11-18T00:00:00Z", 50)],
        },
        SPY: {
          // 505 at AAA's latest bar (19:55) whether read at its start (19:50 bar) or its close (19:55 bar).
          "5m": [bar("2026-11-19T19:50:00Z", 505), bar("2026-11-19T19:55:00Z", 505)],
          "1h": [bar("2026-10-30T13:30:00Z", 500)], // closed 14:30 <= T: SPY's price at T
        },
      },
    });
    expect(rowOf(report, "AAA")).toEqual({
      price: 50.5,
      change1d: 1, // 50.5 / Wednesday's 50 - 1 = 0.01
      changeSinceEvent: 26.25,
      abnormalSinceEvent: 25.25, // SPY 505/500-1 = 1.00; 26.25 - 1.00
    });
    expect(report.chartSection.defaultTimeFrame).toEqual(["1M"]); // 20 d 4 h 50 min > 5 d, <= 31 d
    expect(seriesOf(report, "1M", "AAA")).toEqual([0, 5, 25]); // 40, 42, 50 against 40
  });

  it("an event 60 days back with daily bars only: T is Sunday 2026-09-20, so Friday 09-18 (20, closed Friday 21:00) is the last daily bar closed by T; latest 25 -> 25/20-1 = +25.00%", () => {
    const report = build({
      article: { title: "AAA weekend deal", publishedAt: new Date("2026-09-20T15:00:00.000Z") },
      now: new Date("2026-11-19T20:00:00.000Z"),
      tickers: [{ ticker: "AAA", company: "Alpha Inc.", exchange: null, benchmark: "SPY" }],
      bars: {
        AAA: {
          "1d": [
            bar("2026-09-17T00:00:00Z", 19),
            bar("2026-09-18T00:00:00Z", 20),
            bar("2026-09-21T00:00:00Z", 21),
            bar("2026-11-18T00:00:00Z", 24),
            bar("2026-11-19T00:00:00Z", 25),
          ],
        },
      },
    });
    expect(rowOf(report, "AAA")).toEqual({
      price: 25,
      change1d: 4.17, // 25/24 - 1 = 0.041666...
      changeSinceEvent: 25,
      abnormalSinceEvent: null, // no SPY bars
    });
    expect(report.stockSection.rows[0]?.exchange).toEqual(["-"]);
    expect(report.chartSection.availableTimeFrames).toEqual(["3M"]);
    expect(seriesOf(report, "3M", "AAA")).toEqual([-5, 0, 5, 20, 25]); // 19, 20, 21, 24, 25 against 20
  });

  it("rounds prices to 4 decimals and percentages to 2 (123.456789 -> 123.4568; 123.456789/100-1 = 23.4568% -> 23.46)", () => {
    const report = build({
      ...thursdayInput,
      bars: {
        AAA: { "5m": [bar("2026-11-19T15:25:00Z", 100), bar("2026-11-19T19:55:00Z", 123.456789)] }, // 15:25 bar closed by T 15:32
      },
    });
    expect(rowOf(report, "AAA")).toMatchObject({ price: 123.4568, changeSinceEvent: 23.46 });
  });
});

// Sunday 2026-11-22 12:00 UTC: the market last traded on Friday 11-20.
const weekendBars = {
  AAA: {
    "5m": [],
    "15m": [
      bar("2026-11-18T15:45:00Z", 50), // closed 16:00: the last 15m bar closed by T 16:10
      bar("2026-11-18T16:00:00Z", 52), // still open at T 16:10 (closes 16:15)
      bar("2026-11-19T20:45:00Z", 54),
      bar("2026-11-20T20:45:00Z", 55),
    ],
    "1d": [bar("2026-11-18T00:00:00Z", 51), bar("2026-11-19T00:00:00Z", 54), bar("2026-11-20T00:00:00Z", 55)],
  },
};
const sunday = new Date("2026-11-22T12:00:00.000Z");
const weekendTicker = { ticker: "AAA", company: "Alpha Inc.", exchange: "NASDAQ", benchmark: "SPY" };

describe("buildReport: a report built on a weekend", () => {
  const report = build({
    article: { title: "AAA recall", publishedAt: new Date("2026-11-18T16:10:00.000Z") },
    now: sunday,
    tickers: [weekendTicker],
    bars: weekendBars,
  });

  it("shows Friday's close (55); since the Wednesday 15:45 bar (50, closed 16:00 <= T 16:10) that is 55/50-1 = +10.00%", () => {
    expect(rowOf(report, "AAA")).toMatchObject({ price: 55, changeSinceEvent: 10 });
  });

  it("change1d compares Friday with Thursday: 55/54-1 = 1.85185% -> 1.85", () => {
    expect(rowOf(report, "AAA").change1d).toBe(1.85);
  });

  it("leaves out frames without bars (1D: no 5m bars since Saturday 12:00; 1M: no hourly bars)", () => {
    expect(report.chartSection.availableTimeFrames).toEqual(["5D", "3M"]);
    expect(Object.keys(report.chartSection.dataByTimeFrame)).toEqual(["5D", "3M"]);
  });

  it("charts 5D from the 15m bars against the price at T (50): 0.00, 52/50-1 = 4.00, 54/50-1 = 8.00, 10.00", () => {
    expect(report.chartSection.dataByTimeFrame["5D"]).toEqual({
      interval: ["5D", "15m"],
      labels: ["2026-11-18T15:45:00.000Z", "2026-11-18T16:00:00.000Z", "2026-11-19T20:45:00.000Z", "2026-11-20T20:45:00.000Z"],
      data: [{ ticker: ["AAA"], change: [0, 4, 8, 10] }],
    });
    expect(report.chartSection.defaultTimeFrame).toEqual(["5D"]); // T is 3 d 19 h 50 min back
  });

  it("an article from Sunday 10:00 is measured from Friday's last close (the 20:45 15m bar, closed 21:00: 55 -> 55 is 0.00), and its 1D default falls through to 5D", () => {
    const sundayReport = build({
      article: { title: "AAA CEO resigns", publishedAt: new Date("2026-11-22T10:00:00.000Z") },
      now: sunday,
      tickers: [weekendTicker],
      bars: weekendBars,
    });
    expect(rowOf(sundayReport, "AAA").changeSinceEvent).toBe(0);
    expect(sundayReport.chartSection.defaultTimeFrame).toEqual(["5D"]);
  });
});

describe("buildReport: the chart", () => {
  const report = build(thursdayInput);

  it("labels 1D with the 5m bar times and charts them against the price at T (100, the 15:25 bar): 99/100-1 = -1.00, 100 -> 0.00, 105/100-1 = 5.00, 110/100-1 = 10.00", () => {
    expect(report.chartSection.dataByTimeFrame["1D"]).toEqual({
      interval: ["1D", "5m"],
      labels: ["2026-11-19T15:20:00.000Z", "2026-11-19T15:25:00.000Z", "2026-11-19T15:30:00.000Z", "2026-11-19T19:55:00.000Z"],
      data: [{ ticker: ["AAA"], change: [-1, 0, 5, 10] }],
    });
  });

  it("charts 3M from the daily bars: 88/100-1 = -12.00, 110/100-1 = 10.00; frames without bars (5D, 1M) are left out", () => {
    expect(seriesOf(report, "3M", "AAA")).toEqual([-12, 10]);
    expect(report.chartSection.availableTimeFrames).toEqual(["1D", "3M"]);
    expect(report.chartSection.defaultTimeFrame).toEqual(["1D"]);
  });

  it("takes labels from the union of the tickers' bars, not the benchmark's; null where a ticker has no bar at a label", () => {
    const union = build({
      ...thursdayInput,
      tickers: [thursdayInput.tickers[0]!, { ticker: "BBB", company: "Beta Corp.", exchange: "NYSE", benchmark: "SPY" }],
      bars: {
        ...thursdayInput.bars,
        BBB: { "5m": [bar("2026-11-19T15:25:00Z", 20), bar("2026-11-19T15:35:00Z", 21)] }, // 15:25 bar closed by T: 20
      },
    });
    expect(union.chartSection.dataByTimeFrame["1D"]?.labels).toEqual([
      "2026-11-19T15:20:00.000Z",
      "2026-11-19T15:25:00.000Z",
      "2026-11-19T15:30:00.000Z",
      "2026-11-19T15:35:00.000Z",
      "2026-11-19T19:55:00.000Z",
    ]);
    expect(seriesOf(union, "1D", "AAA")).toEqual([-1, 0, 5, null, 10]); // 99, 100, 105, -, 110 against 100
    expect(seriesOf(union, "1D", "BBB")).toEqual([null, 0, null, 5, null]); // 21/20-1 = 0.05
  });

  it("keeps only bars within [now - span, now]: a 5m bar 1 day + 5 min back is not on the 1D chart", () => {
    const trimmed = build({
      ...thursdayInput,
      // The 15:25 bar (100) is both the last bar closed by T 15:32 and the latest bar: 100/100-1 = 0.00.
      bars: { AAA: { "5m": [bar("2026-11-18T19:55:00Z", 90), bar("2026-11-19T15:25:00Z", 100)] } },
    });
    expect(trimmed.chartSection.dataByTimeFrame["1D"]?.labels).toEqual(["2026-11-19T15:25:00.000Z"]);
    expect(rowOf(trimmed, "AAA").changeSinceEvent).toBe(0);
  });
});

describe("buildReport: missing prices give null, never NaN or Infinity", () => {
  const report = build({
    ...thursdayInput,
    tickers: [
      thursdayInput.tickers[0]!,
      { ticker: "NONE", company: "No Bars Ltd.", exchange: null, benchmark: "SPY" },
      { ticker: "LATE", company: "Listed Today Inc.", exchange: "NYSE", benchmark: "SPY" },
      { ticker: "ZERO", company: "Bad Feed Corp.", exchange: "NYSE", benchmark: "SPY" },
      { ticker: "SOLO", company: "Unbenchmarked AG", exchange: "XETRA", benchmark: "DAX" },
    ],
    bars: {
      ...thursdayInput.bars,
      LATE: { "5m": [bar("2026-11-19T19:55:00Z", 10)] },
      ZERO: { "5m": [bar("2026-11-19T15:25:00Z", 0), bar("2026-11-19T19:55:00Z", 12)] }, // the bar closed by T has close 0
      SOLO: { "5m": [bar("2026-11-19T15:25:00Z", 8), bar("2026-11-19T19:55:00Z", 10)] }, // 15:25 bar closed by T: 8
    },
  });

  it("a ticker without any bars has null price and changes, and an all-null series", () => {
    expect(rowOf(report, "NONE")).toEqual({ price: null, change1d: null, changeSinceEvent: null, abnormalSinceEvent: null });
    expect(seriesOf(report, "1D", "NONE")).toEqual([null, null, null, null]);
  });

  it("a ticker whose first bar is after T has a price but no change since the event (no price at T)", () => {
    expect(rowOf(report, "LATE")).toEqual({ price: 10, change1d: null, changeSinceEvent: null, abnormalSinceEvent: null });
    expect(seriesOf(report, "1D", "LATE")).toEqual([null, null, null, null]);
  });

  it("a close of 0 is not a price: the only bar closed by T (15:25, close 0) is dropped, so the change since the event is null, not Infinity", () => {
    expect(rowOf(report, "ZERO")).toMatchObject({ price: 12, changeSinceEvent: null });
  });

  it("a benchmark without bars leaves the change (10/8-1 = 25.00%) and makes only the abnormal return null", () => {
    expect(rowOf(report, "SOLO")).toMatchObject({ changeSinceEvent: 25, abnormalSinceEvent: null, change1d: null });
  });

  it("has only finite numbers anywhere and keeps the rows in input order", () => {
    expect(numbersIn(report).every(Number.isFinite)).toBe(true);
    expect(report.stockSection.rows.map((row) => row.ticker[0])).toEqual(["AAA", "NONE", "LATE", "ZERO", "SOLO"]);
  });

  it("with no bars at all: no frame is available and the default stays defaultTimeFrameFor's (1D)", () => {
    const empty = build({ ...thursdayInput, bars: {} });
    expect(empty.chartSection.availableTimeFrames).toEqual([]);
    expect(empty.chartSection.dataByTimeFrame).toEqual({});
    expect(empty.chartSection.defaultTimeFrame).toEqual(["1D"]);
    expect(empty.noPriceData).toEqual([true]);
  });

  it("says it has price data as soon as one ticker has a price, even one with no bars beside it", () => {
    expect(report.noPriceData).toEqual([false]);
    expect(build({ ...thursdayInput, bars: { LATE: {} } }).noPriceData).toEqual([true]);
  });
});

describe("buildReport: the wire fields", () => {
  it("wraps every scalar in a one-element list and fills the fixed texts", () => {
    const report = build(thursdayInput);
    expect(report.lastUpdated).toEqual(["2026-11-19T20:00:00.000Z"]);
    expect(report.chartSection.unit).toEqual(["%"]);
    expect(report.stockSection.title).toEqual(["Stock Impact Tracker"]);
    expect(report.stockSection.lastUpdated).toEqual(["2026-11-19T20:00:00.000Z"]);
    expect(report.stockSection.event_info).toEqual({ date: ["2026-11-19T15:32:00.000Z"], name: ["AAA wins record contract"] });
    expect(report.stockSection.rows[0]).toMatchObject({
      ticker: ["AAA"],
      company: ["Alpha Inc."],
      benchmark: ["SPY"],
      exchange: ["NASDAQ"],
      unit: ["USD"],
    });
  });
});

describe("buildReport: the abnormal return's two ends line up", () => {
  it("prices the benchmark on the same bar as the ticker's latest (SPY 19:55 = 404, not 19:50 = 403): 110/100-1 = 10.00, 404/400-1 = 1.00, abnormal 9.00", () => {
    const report = buildReport({
      article: { title: "AAA wins record contract", publishedAt: new Date("2026-11-19T15:32:00.000Z") },
      now: new Date("2026-11-19T20:00:00.000Z"),
      tickers: [{ ticker: "AAA", company: "Alpha Inc.", exchange: "NASDAQ", benchmark: "SPY" }],
      bars: {
        AAA: { "5m": [bar("2026-11-19T15:25:00Z", 100), bar("2026-11-19T19:55:00Z", 110)] },
        SPY: { "5m": [bar("2026-11-19T15:25:00Z", 400), bar("2026-11-19T19:50:00Z", 403), bar("2026-11-19T19:55:00Z", 404)] },
      },
    });
    expect(report.stockSection.rows[0]!.abnormalSinceEvent).toEqual([9]);
  });
});
