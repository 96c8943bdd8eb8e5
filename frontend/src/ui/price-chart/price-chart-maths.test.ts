import { describe, expect, it } from "vitest";
import {
  CHART_COLOURS,
  CHART_HEIGHT,
  CHART_WIDTH,
  HOVER_TOLERANCE,
  MAX_PRICE_TICKS,
  MAX_TIME_TICKS,
  MIN_PRICE_SPAN,
  chartColour,
  clientToViewBox,
  distanceToSegment,
  formatPricePercent,
  layoutChart,
  nearestPointIndex,
  nearestSeries,
  priceDomain,
  priceTicks,
  timeTickLabels,
  timeTickStepHours,
  timeTicks,
  type PriceSeries,
} from "./price-chart-maths";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Midnight UTC, so whole-hour alignment is easy to read off. */
const MIDNIGHT = Date.UTC(2025, 5, 1);

/** A small seeded generator (mulberry32), so the property runs below are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const series = (id: string, points: [number, number][]): PriceSeries => ({ id, label: id.toUpperCase(), points: points.map(([date, price]) => ({ date, price })) });

describe("the chart's constants", () => {
  it("follow the spec: 440 by 180, ten colours, 30 units of tolerance, 6 ticks", () => {
    expect([CHART_WIDTH, CHART_HEIGHT, HOVER_TOLERANCE, MAX_TIME_TICKS]).toEqual([440, 180, 30, 6]);
    expect(CHART_COLOURS).toEqual(Array.from({ length: 10 }, (_, n) => `--color-chart-${n + 1}`));
  });

  it("cycles the ten colours", () => {
    expect(chartColour(0)).toBe("--color-chart-1");
    expect(chartColour(9)).toBe("--color-chart-10");
    expect(chartColour(10)).toBe("--color-chart-1");
    expect(chartColour(23)).toBe("--color-chart-4");
  });
});

describe("timeTickStepHours", () => {
  it("picks the smallest of 1, 2, 4 and 6 hours that keeps to six ticks", () => {
    expect(timeTickStepHours(3 * HOUR)).toBe(1);
    expect(timeTickStepHours(10 * HOUR)).toBe(2);
    expect(timeTickStepHours(20 * HOUR)).toBe(4);
    expect(timeTickStepHours(30 * HOUR)).toBe(6);
  });

  it("stays at 6 hours when even that gives too many", () => {
    expect(timeTickStepHours(3 * DAY)).toBe(6);
    expect(timeTickStepHours(365 * DAY)).toBe(6);
  });

  it("moves up a step exactly where a sixth interval would make a seventh tick", () => {
    expect(timeTickStepHours(6 * HOUR - 1)).toBe(1);
    expect(timeTickStepHours(6 * HOUR)).toBe(2);
  });

  it("treats an empty or nonsensical range as a short one", () => {
    expect(timeTickStepHours(0)).toBe(1);
    expect(timeTickStepHours(-HOUR)).toBe(1);
    expect(timeTickStepHours(Number.NaN)).toBe(1);
  });
});

describe("timeTicks", () => {
  it("puts a 3-hour range's ticks on every whole hour", () => {
    expect(timeTicks(MIDNIGHT + 10 * 60_000, MIDNIGHT + 3 * HOUR + 10 * 60_000)).toEqual([1, 2, 3].map((h) => MIDNIGHT + h * HOUR));
  });

  it("puts a 10-hour range's ticks on even UTC hours", () => {
    const ticks = timeTicks(MIDNIGHT + 5 * HOUR + 30 * 60_000, MIDNIGHT + 15 * HOUR + 30 * 60_000);
    expect(ticks).toEqual([6, 8, 10, 12, 14].map((h) => MIDNIGHT + h * HOUR));
  });

  it("puts a 20-hour range's ticks every 4 hours, ends included", () => {
    expect(timeTicks(MIDNIGHT, MIDNIGHT + 20 * HOUR)).toEqual([0, 4, 8, 12, 16, 20].map((h) => MIDNIGHT + h * HOUR));
  });

  it("puts a 30-hour range's ticks at 00, 06, 12 and 18 UTC", () => {
    const ticks = timeTicks(MIDNIGHT + 1 * HOUR, MIDNIGHT + 31 * HOUR);
    expect(ticks).toEqual([6, 12, 18, 24, 30].map((h) => MIDNIGHT + h * HOUR));
    for (const tick of ticks) expect(new Date(tick).getUTCHours() % 6).toBe(0);
  });

  it("thins a 3-day range to every k-th 6-hour tick, never more than six", () => {
    const ticks = timeTicks(MIDNIGHT, MIDNIGHT + 3 * DAY);
    // 13 six-hourly ticks, every third kept.
    expect(ticks).toEqual([0, 18, 36, 54, 72].map((h) => MIDNIGHT + h * HOUR));
  });

  it("is empty for a backwards or non-finite range, and for a short range between two whole hours", () => {
    expect(timeTicks(MIDNIGHT + HOUR, MIDNIGHT)).toEqual([]);
    expect(timeTicks(Number.NaN, MIDNIGHT)).toEqual([]);
    expect(timeTicks(MIDNIGHT + 10 * 60_000, MIDNIGHT + 50 * 60_000)).toEqual([]);
  });

  it("costs nothing extra over years", () => {
    expect(timeTicks(0, 50 * 365 * DAY).length).toBeLessThanOrEqual(MAX_TIME_TICKS);
  });

  it("property: at most six ticks, ascending, inside the range, on whole step hours (2,000 random ranges)", () => {
    const next = random(20250601);
    for (let run = 0; run < 2000; run++) {
      // Ranges from minutes to a month, so every step and the thinning are all exercised.
      const from = MIDNIGHT + Math.floor(next() * 365 * DAY);
      const length = Math.floor(Math.exp(next() * Math.log(31 * DAY)));
      const to = from + length;
      const ticks = timeTicks(from, to);
      const stepMs = timeTickStepHours(length) * HOUR;
      expect(ticks.length).toBeLessThanOrEqual(MAX_TIME_TICKS);
      ticks.forEach((tick, index) => {
        expect(tick).toBeGreaterThanOrEqual(from);
        expect(tick).toBeLessThanOrEqual(to);
        expect(tick % stepMs).toBe(0);
        if (index > 0) expect(tick).toBeGreaterThan(ticks[index - 1]!);
      });
      // No thinning needed means every aligned tick is there.
      if (length < 6 * stepMs) expect(ticks.length).toBe(Math.max(0, Math.floor(to / stepMs) - Math.ceil(from / stepMs) + 1));
    }
  });
});

describe("timeTickLabels", () => {
  it("reads 24-hour local clock times for a range up to two days", () => {
    const afternoon = new Date(2025, 5, 1, 14, 0).getTime();
    const evening = new Date(2025, 5, 1, 20, 0).getTime();
    expect(timeTickLabels([afternoon, evening], 10 * HOUR)).toEqual(["14:00", "20:00"]);
  });

  it("names days for a longer range, each once", () => {
    const ticks = [new Date(2025, 5, 1, 0).getTime(), new Date(2025, 5, 1, 18).getTime(), new Date(2025, 5, 2, 12).getTime()];
    expect(timeTickLabels(ticks, 3 * DAY)).toEqual(["1 Jun", "", "2 Jun"]);
  });
});

describe("formatPricePercent", () => {
  it("gives a percentage with one decimal", () => {
    expect(formatPricePercent(0.4234)).toBe("42.3%");
    expect(formatPricePercent(1)).toBe("100.0%");
    expect(formatPricePercent(0)).toBe("0.0%");
  });
});

describe("priceDomain", () => {
  it("pads the lowest and highest prices a little", () => {
    const domain = priceDomain([series("a", [[0, 0.3], [1, 0.5]]), series("b", [[0, 0.4]])]);
    expect(domain.min).toBeLessThan(0.3);
    expect(domain.min).toBeGreaterThan(0.25);
    expect(domain.max).toBeGreaterThan(0.5);
    expect(domain.max).toBeLessThan(0.55);
  });

  it("never leaves 0..1, and keeps its span by moving padding off the edge", () => {
    const low = priceDomain([series("a", [[0, 0], [1, 0.5]])]);
    expect(low.min).toBe(0);
    expect(low.max).toBeGreaterThan(0.5);
    const high = priceDomain([series("a", [[0, 0.7], [1, 1]])]);
    expect(high.max).toBe(1);
    expect(high.min).toBeLessThan(0.7);
    expect(priceDomain([series("a", [[0, 0], [1, 1]])])).toEqual({ min: 0, max: 1 });
  });

  it("gives a flat series a visible range around its price", () => {
    const domain = priceDomain([series("a", [[0, 0.42], [1, 0.42]])]);
    expect(domain.max - domain.min).toBeCloseTo(MIN_PRICE_SPAN);
    expect(domain.min).toBeLessThan(0.42);
    expect(domain.max).toBeGreaterThan(0.42);
  });

  it("gives a series flat at 0 or 1 a range on the inside", () => {
    const atZero = priceDomain([series("a", [[0, 0], [1, 0]])]);
    expect(atZero.min).toBe(0);
    expect(atZero.max).toBeCloseTo(MIN_PRICE_SPAN);
    const atOne = priceDomain([series("a", [[0, 1]])]);
    expect(atOne.max).toBe(1);
    expect(atOne.min).toBeCloseTo(1 - MIN_PRICE_SPAN);
  });

  it("is the whole 0..1 with no price, and ignores non-finite ones", () => {
    expect(priceDomain([])).toEqual({ min: 0, max: 1 });
    expect(priceDomain([series("a", [[0, Number.NaN]])])).toEqual({ min: 0, max: 1 });
    expect(priceDomain([series("a", [[0, 0.5], [1, Number.NaN]])]).max).toBeLessThan(1);
  });
});

describe("priceTicks", () => {
  it("uses round percentages, inside the domain, at most five", () => {
    expect(priceTicks({ min: 0, max: 1 })).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(priceTicks({ min: 0.37, max: 0.47 })).toEqual([0.4, 0.45]);
    const next = random(7);
    for (let run = 0; run < 500; run++) {
      const min = next() * 0.9;
      const domain = { min, max: Math.min(1, min + MIN_PRICE_SPAN + next() * (1 - min)) };
      const ticks = priceTicks(domain);
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks.length).toBeLessThanOrEqual(MAX_PRICE_TICKS);
      for (const tick of ticks) {
        expect(tick).toBeGreaterThanOrEqual(domain.min - 1e-9);
        expect(tick).toBeLessThanOrEqual(domain.max + 1e-9);
        expect(Math.abs(tick * 100 - Math.round(tick * 100))).toBeLessThan(1e-6);
      }
    }
  });
});

describe("distanceToSegment", () => {
  it("measures to the foot of the perpendicular between the ends", () => {
    expect(distanceToSegment({ x: 50, y: 10 }, { x: 0, y: 0 }, { x: 100, y: 0 })).toBe(10);
  });

  it("measures to the nearer end past either end", () => {
    expect(distanceToSegment({ x: -3, y: 4 }, { x: 0, y: 0 }, { x: 100, y: 0 })).toBe(5);
    expect(distanceToSegment({ x: 103, y: -4 }, { x: 0, y: 0 }, { x: 100, y: 0 })).toBe(5);
  });

  it("treats a segment of no length as a point", () => {
    expect(distanceToSegment({ x: 3, y: 4 }, { x: 0, y: 0 }, { x: 0, y: 0 })).toBe(5);
  });
});

describe("nearestSeries", () => {
  const flat = [{ x: 0, y: 100 }, { x: 400, y: 100 }];
  const high = [{ x: 0, y: 20 }, { x: 400, y: 20 }];

  it("finds a line within 30 units, and none beyond", () => {
    expect(nearestSeries([flat], 200, 125)).toBe(0);
    expect(nearestSeries([flat], 200, 130)).toBe(0);
    expect(nearestSeries([flat], 200, 131)).toBeNull();
  });

  it("measures to the segment between vertices, not to the vertices", () => {
    // The vertices are 200 units away; the line itself is 5.
    expect(nearestSeries([flat], 200, 95)).toBe(0);
    const diagonal = [{ x: 0, y: 0 }, { x: 300, y: 150 }];
    expect(nearestSeries([diagonal], 150, 75 + 20)).toBe(0);
  });

  it("picks the nearer of two lines", () => {
    expect(nearestSeries([flat, high], 200, 30)).toBe(1);
    expect(nearestSeries([flat, high], 200, 80)).toBe(0);
  });

  it("leaves out lines with no points and honours a given tolerance", () => {
    expect(nearestSeries([[], flat], 200, 110)).toBe(1);
    expect(nearestSeries([flat], 200, 110, 5)).toBeNull();
    expect(nearestSeries([], 0, 0)).toBeNull();
  });

  it("finds a lone point by its distance", () => {
    expect(nearestSeries([[{ x: 10, y: 10 }]], 28, 34)).toBe(0);
    expect(nearestSeries([[{ x: 10, y: 10 }]], 30, 40)).toBeNull();
  });
});

describe("nearestPointIndex", () => {
  it("is the vertex nearest in time (x)", () => {
    const line = [{ x: 0, y: 0 }, { x: 100, y: 50 }, { x: 200, y: 0 }];
    expect(nearestPointIndex(line, 40)).toBe(0);
    expect(nearestPointIndex(line, 60)).toBe(1);
    expect(nearestPointIndex(line, 500)).toBe(2);
    expect(nearestPointIndex([], 5)).toBeNull();
  });
});

describe("clientToViewBox", () => {
  it("undoes the scaling of a chart drawn at half size", () => {
    expect(clientToViewBox(120, 65, { left: 10, top: 20, width: 220, height: 90 }, 440, 180)).toEqual({ x: 220, y: 90 });
  });

  it("takes the coordinates as they are when the element has no size", () => {
    expect(clientToViewBox(120, 65, { left: 0, top: 0, width: 0, height: 0 }, 440, 180)).toEqual({ x: 120, y: 65 });
  });
});

describe("layoutChart", () => {
  it("is null with nothing to draw", () => {
    expect(layoutChart([])).toBeNull();
    expect(layoutChart([series("a", []), series("b", [])])).toBeNull();
  });

  it("places every line inside the plot, sorted by date, one per series", () => {
    const layout = layoutChart([
      series("a", [[MIDNIGHT + 2 * HOUR, 0.6], [MIDNIGHT, 0.4], [MIDNIGHT + HOUR, 0.5]]),
      series("b", []),
      series("c", [[MIDNIGHT + 3 * HOUR, 0.2]]),
    ])!;
    expect(layout.lines).toHaveLength(3);
    expect(layout.lines[0]!.map((point) => point.price)).toEqual([0.4, 0.5, 0.6]);
    expect(layout.lines[1]).toEqual([]);
    for (const point of layout.lines.flat()) {
      expect(point.x).toBeGreaterThanOrEqual(layout.plot.left);
      expect(point.x).toBeLessThanOrEqual(layout.plot.right);
      expect(point.y).toBeGreaterThanOrEqual(layout.plot.top);
      expect(point.y).toBeLessThanOrEqual(layout.plot.bottom);
    }
    // The earliest point is at the left edge, the latest at the right; a higher price is higher up.
    expect(layout.lines[0]![0]!.x).toBe(layout.plot.left);
    expect(layout.lines[2]![0]!.x).toBe(layout.plot.right);
    expect(layout.lines[0]![2]!.y).toBeLessThan(layout.lines[0]![0]!.y);
    expect(layout.xTicks.map((tick) => tick.time)).toEqual([0, 1, 2, 3].map((h) => MIDNIGHT + h * HOUR));
    expect(layout.yTicks.length).toBeGreaterThan(0);
    expect(layout.yTicks.every((tick) => /^\d+%$/.test(tick.label))).toBe(true);
  });

  it("gives a single moment a time axis around it", () => {
    const layout = layoutChart([series("a", [[MIDNIGHT, 0.5]])])!;
    expect(layout.lines[0]![0]!.x).toBeCloseTo((layout.plot.left + layout.plot.right) / 2);
    expect(layout.xTicks.map((tick) => tick.time)).toEqual([MIDNIGHT]);
  });
});
