import { describe, expect, it } from "vitest";
import { candlesFromCloses } from "./candles-from-closes";

describe("candlesFromCloses", () => {
  it("opens each candle at the previous close and bounds it by its open and close", () => {
    const bars = [
      { time: 1, close: 100 },
      { time: 2, close: 102 },
      { time: 3, close: 101.5 },
      { time: 4, close: 101.5 },
    ];
    expect(candlesFromCloses(bars)).toEqual([
      { time: 2, open: 100, high: 102, low: 100, close: 102 },
      { time: 3, open: 102, high: 102, low: 101.5, close: 101.5 },
      { time: 4, open: 101.5, high: 101.5, low: 101.5, close: 101.5 },
    ]);
  });

  it("draws nothing from fewer than two closes", () => {
    expect(candlesFromCloses([])).toEqual([]);
    expect(candlesFromCloses([{ time: 1, close: 5 }])).toEqual([]);
  });
});
