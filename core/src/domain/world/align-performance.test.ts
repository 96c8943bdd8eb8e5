import { describe, expect, it } from "vitest";
import { alignPerformance, type DailyBar } from "./align-performance";

/** A daily bar opening at `hourUtc` on an ISO date, the way Yahoo stamps each exchange's sessions. */
const bar = (date: string, close: number, hourUtc = 14): DailyBar => ({ time: Date.parse(`${date}T${String(hourUtc).padStart(2, "0")}:30:00Z`), close });

describe("alignPerformance", () => {
  it("puts every series on the union of trading days and carries a missing day's last close", () => {
    const { dates, series, missing } = alignPerformance(
      [
        // New York: no session on 2026-11-26 (Thanksgiving).
        { key: "United States", bars: [bar("2026-11-24", 100), bar("2026-11-25", 102), bar("2026-11-27", 99)] },
        // Tokyo opens at 00:00 UTC: no session on 2026-11-24 (a holiday there).
        { key: "Japan", bars: [bar("2026-11-25", 50, 0), bar("2026-11-26", 55, 0), bar("2026-11-23", 48, 0), bar("2026-11-27", 45, 0)] },
      ],
      "2026-11-24",
    );
    expect(dates).toEqual(["2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"]);
    expect(missing).toEqual([]);
    expect(series).toEqual([
      { key: "United States", closes: [100, 102, 102, 99], changes: [0, 2, 2, -1] },
      // Its 2026-11-23 close is the one in force on the range's first day.
      { key: "Japan", closes: [48, 50, 55, 45], changes: [0, 4.17, 14.58, -6.25] },
    ]);
  });

  it("measures from the close in force on the first date, whichever day it was set", () => {
    const { series } = alignPerformance(
      [
        { key: "A", bars: [bar("2026-10-30", 200), bar("2026-11-03", 210), bar("2026-11-04", 190)] },
        { key: "B", bars: [bar("2026-11-02", 10), bar("2026-11-03", 11)] },
      ],
      "2026-11-01",
    );
    expect(series.map((one) => one.changes)).toEqual([
      [0, 5, -5],
      [0, 10, 10],
    ]);
    expect(series[0]!.closes).toEqual([200, 210, 190]);
  });

  it("anchors a series that starts inside the range at its first close", () => {
    const { dates, series } = alignPerformance(
      [
        { key: "old", bars: [bar("2026-11-02", 10), bar("2026-11-03", 10), bar("2026-11-04", 12)] },
        { key: "new", bars: [bar("2026-11-04", 40)] },
      ],
      "2026-11-01",
    );
    expect(dates).toEqual(["2026-11-02", "2026-11-03", "2026-11-04"]);
    expect(series[1]).toEqual({ key: "new", closes: [40, 40, 40], changes: [0, 0, 0] });
  });

  it("lists a series without one usable price as missing, and ignores bars that are no price", () => {
    const { dates, series, missing } = alignPerformance(
      [
        { key: "good", bars: [bar("2026-11-02", 10), bar("2026-11-03", Number.NaN), bar("2026-11-04", 11)] },
        { key: "empty", bars: [] },
        { key: "broken", bars: [bar("2026-11-02", 0), bar("2026-11-03", -4), bar("2026-11-04", Number.POSITIVE_INFINITY)] },
      ],
      "2026-11-01",
    );
    expect(dates).toEqual(["2026-11-02", "2026-11-04"]);
    expect(series).toEqual([{ key: "good", closes: [10, 11], changes: [0, 10] }]);
    expect(missing).toEqual(["empty", "broken"]);
  });

  it("keeps the latest bar of a day, and counts only days from the range start on", () => {
    const { dates, series } = alignPerformance(
      [{ key: "A", bars: [bar("2026-11-20", 100), bar("2026-11-23", 101), { time: Date.parse("2026-11-23T20:59:00Z"), close: 103 }] }],
      "2026-11-21",
    );
    expect(dates).toEqual(["2026-11-23"]);
    expect(series[0]).toEqual({ key: "A", closes: [103], changes: [0] });
  });

  it("gives no dates and every series missing when nothing traded", () => {
    expect(alignPerformance([{ key: "A", bars: [] }], "2026-11-01")).toEqual({ dates: [], series: [], missing: ["A"] });
  });

  it("never answers -0 or NaN", () => {
    const { series } = alignPerformance([{ key: "A", bars: [bar("2026-11-02", 3), bar("2026-11-03", 2.99999999)] }], "2026-11-01");
    expect(Object.is(series[0]!.changes[1], -0)).toBe(false);
    expect(series[0]!.changes.every(Number.isFinite)).toBe(true);
  });
});
