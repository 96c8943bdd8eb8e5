import { describe, expect, it } from "vitest";
import { MAX_X_TICKS, SERIES_COLOR_TOKENS, chartPointsOf, dropCrowdedTicks, logicalIndexAt, seriesColorIndex, symmetricBound, tickIndices } from "./chart-maths";

describe("symmetricBound", () => {
  it("is the largest absolute value among the visible series", () => {
    expect(symmetricBound([{ ticker: "A", change: [0, 1.5, -4.25] }, { ticker: "B", change: [2, null, 3] }])).toBe(4.25);
  });

  it("is 1 when every value is zero, missing or there is no series", () => {
    expect(symmetricBound([{ ticker: "A", change: [0, 0, null] }])).toBe(1);
    expect(symmetricBound([])).toBe(1);
  });
});

describe("tickIndices", () => {
  it("never offers more than 15 labels, evenly spaced from the first", () => {
    for (const count of [1, 14, 15, 16, 29, 30, 31, 78, 390, 1000]) {
      const indices = tickIndices(count);
      expect(indices.length).toBeLessThanOrEqual(MAX_X_TICKS);
      expect(indices[0]).toBe(0);
      expect(indices.every((index) => index < count)).toBe(true);
    }
    expect(tickIndices(78)).toEqual([0, 6, 12, 18, 24, 30, 36, 42, 48, 54, 60, 66, 72]);
  });

  it("labels every bar when there are few and honours a smaller limit", () => {
    expect(tickIndices(4)).toEqual([0, 1, 2, 3]);
    expect(tickIndices(100, 5)).toEqual([0, 20, 40, 60, 80]);
    expect(tickIndices(0)).toEqual([]);
  });
});

describe("seriesColorIndex", () => {
  it("cycles through the six colours", () => {
    expect(SERIES_COLOR_TOKENS).toHaveLength(6);
    expect([0, 1, 5, 6, 7, 13].map(seriesColorIndex)).toEqual([0, 1, 5, 0, 1, 1]);
  });
});

describe("chartPointsOf", () => {
  it("turns labels into seconds, leaves gaps for missing values and drops times out of order", () => {
    const points = chartPointsOf(
      ["2026-11-20T14:30:00Z", "2026-11-20T14:35:00Z", "2026-11-20T14:35:00Z", "2026-11-20T14:40:00Z"],
      [0, null, 9, -1.5],
    );
    expect(points).toEqual([
      { time: Date.UTC(2026, 10, 20, 14, 30) / 1000, value: 0 },
      { time: Date.UTC(2026, 10, 20, 14, 35) / 1000 },
      { time: Date.UTC(2026, 10, 20, 14, 40) / 1000, value: -1.5 },
    ]);
  });
});

describe("dropCrowdedTicks", () => {
  it("keeps a label only when it stands far enough from the last one kept", () => {
    const ticks = [0, 10, 60, 100, 130, 200].map((x) => ({ x }));
    expect(dropCrowdedTicks(ticks, 52).map((tick) => tick.x)).toEqual([0, 60, 130, 200]);
  });
});

describe("logicalIndexAt", () => {
  const labels = ["2026-11-20T14:25:00Z", "2026-11-20T14:30:00Z", "2026-11-20T14:35:00Z", "2026-11-21T09:30:00Z"];

  it("puts a story between the bars around it, in proportion to time", () => {
    expect(logicalIndexAt(labels, "2026-11-20T14:32:00Z")).toBeCloseTo(1.4);
    expect(logicalIndexAt(labels, "2026-11-20T14:30:00Z")).toBe(1);
    expect(logicalIndexAt(labels, "2026-11-20T14:25:00Z")).toBe(0);
    expect(logicalIndexAt(labels, "2026-11-21T09:30:00Z")).toBe(3);
  });

  it("places a story of the night in the gap between sessions", () => {
    const index = logicalIndexAt(labels, "2026-11-21T00:00:00Z")!;
    expect(index).toBeGreaterThan(2);
    expect(index).toBeLessThan(3);
  });

  it("answers null outside the frame or without bars", () => {
    expect(logicalIndexAt(labels, "2026-11-20T14:00:00Z")).toBeNull();
    expect(logicalIndexAt(labels, "2026-11-22T00:00:00Z")).toBeNull();
    expect(logicalIndexAt([], "2026-11-20T14:30:00Z")).toBeNull();
  });
});
