import { describe, expect, it } from "vitest";
import { percentChange, previousDayClose, priceAt, roundTo } from "./prices";

const bar = (iso: string, close: number) => ({ time: Date.parse(iso), close });

describe("roundTo", () => {
  it.each([
    [1.005, 2, 1.01], // 1.005 * 100 is 100.4999... in binary; still rounds up
    [-1.005, 2, -1.01], // half away from zero
    [1.851851, 2, 1.85],
    [-0.001, 2, 0], // not -0
    [123.456789, 4, 123.4568],
  ])("roundTo(%s, %s) = %s", (value, decimals, expected) => {
    expect(Object.is(roundTo(value, decimals), expected)).toBe(true);
  });
});

describe("percentChange", () => {
  it("is (to / from - 1) × 100: 100 -> 110 is 10", () => {
    expect(percentChange(100, 110)).toBeCloseTo(10, 10);
  });

  it.each([
    [null, 110],
    [100, null],
    [0, 110],
  ])("from %s to %s is null", (from, to) => {
    expect(percentChange(from, to)).toBeNull();
  });
});

describe("priceAt", () => {
  it("takes the bar that closed exactly at T (the 15:25 bar closes at 15:30 -> 99), not the one opening then", () => {
    const bars = { "5m": [bar("2026-11-19T15:25:00Z", 99), bar("2026-11-19T15:30:00Z", 100), bar("2026-11-19T15:35:00Z", 105)] };
    expect(priceAt(bars, Date.parse("2026-11-19T15:30:00Z"))).toBe(99);
  });

  it("never takes a bar still open at T: T 15:32 falls in the 15:30 bar, so the 15:25 bar's 99 is the last known price", () => {
    const bars = { "5m": [bar("2026-11-19T15:25:00Z", 99), bar("2026-11-19T15:30:00Z", 100)] };
    expect(priceAt(bars, Date.parse("2026-11-19T15:32:00Z"))).toBe(99);
  });

  it("counts a daily close from 21:00 UTC of its day: at 20:00 UTC Thursday the last known daily close is Wednesday's", () => {
    const daily = { "1d": [bar("2026-11-18T14:30:00Z", 50), bar("2026-11-19T14:30:00Z", 60)] };
    expect(priceAt(daily, Date.parse("2026-11-19T20:00:00Z"))).toBe(50);
    expect(priceAt(daily, Date.parse("2026-11-19T21:00:00Z"))).toBe(60);
  });

  it("prefers the finest interval that reaches back to T over a coarse bar", () => {
    const bars = {
      "5m": [bar("2026-11-19T15:25:00Z", 99)],
      "1h": [bar("2026-11-19T14:00:00Z", 98)],
    };
    expect(priceAt(bars, Date.parse("2026-11-19T15:32:00Z"))).toBe(99);
  });
});

describe("previousDayClose", () => {
  it("is the last daily bar of an earlier UTC day than the latest bar, even when the latest day's bar is there", () => {
    const daily = [bar("2026-11-19T00:00:00Z", 54), bar("2026-11-20T00:00:00Z", 55)];
    expect(previousDayClose(daily, Date.parse("2026-11-20T20:45:00Z"))).toBe(54);
    expect(previousDayClose(daily, Date.parse("2026-11-19T20:45:00Z"))).toBeNull();
  });
});
