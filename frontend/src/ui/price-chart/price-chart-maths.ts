/*
 * The arithmetic of the multi-market price chart, kept apart from React so every rule of the spec
 * ("10 colours; size 440 by 180; time ticks every 1, 2, 4 or 6 hours by range, at most 6 ticks;
 * hover tolerance 30 units") can be tested on plain numbers.
 */

/** A market's price history: each price is a probability, 0 to 1, at a moment in epoch milliseconds. */
export interface PriceSeries {
  id: string;
  label: string;
  points: { date: number; price: number }[];
}

/** The chart's size in SVG units (its viewBox); a narrower screen scales the whole drawing down. */
export const CHART_WIDTH = 440;
export const CHART_HEIGHT = 180;

/** Ten line colours, cycled; each is a token of styles/tokens.css, so a line reads `var(--color-chart-N)`. */
export const CHART_COLOURS = [
  "--color-chart-1",
  "--color-chart-2",
  "--color-chart-3",
  "--color-chart-4",
  "--color-chart-5",
  "--color-chart-6",
  "--color-chart-7",
  "--color-chart-8",
  "--color-chart-9",
  "--color-chart-10",
] as const;

/** How far, in SVG units, the pointer may be from a line and still pick it out. */
export const HOVER_TOLERANCE = 30;

/** The x-axis never carries more labels than this, whatever the range. */
export const MAX_TIME_TICKS = 6;

/** The spacings the time axis may use, in hours; each divides a day, so ticks fall on the same hours every day. */
export const TIME_TICK_STEPS_HOURS = [1, 2, 4, 6] as const;
export type TimeTickStepHours = (typeof TIME_TICK_STEPS_HOURS)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The colour token of the n-th series: the ten colours are cycled, so the eleventh line is the first colour again. */
export function chartColour(index: number): (typeof CHART_COLOURS)[number] {
  const count = CHART_COLOURS.length;
  return CHART_COLOURS[((index % count) + count) % count]!;
}

/**
 * The smallest step that puts at most MAX_TIME_TICKS aligned ticks on a range. The count is taken at its
 * worst (a tick right at the start), floor(range / step) + 1, so the choice does not depend on where the
 * range starts. A range too long even for 6 hours gets 6, and timeTicks thins it.
 */
export function timeTickStepHours(rangeMs: number): TimeTickStepHours {
  const range = Number.isFinite(rangeMs) ? Math.max(0, rangeMs) : 0;
  for (const hours of TIME_TICK_STEPS_HOURS) {
    if (Math.floor(range / (hours * HOUR_MS)) + 1 <= MAX_TIME_TICKS) return hours;
  }
  return 6;
}

/**
 * The times of the x-axis ticks: whole multiples of the step since the epoch (so on whole UTC hours, and on
 * the same hours every day), inside [fromMs, toMs], at most MAX_TIME_TICKS. When there would be more, every
 * k-th is kept, starting with the first. Computed without listing the ticks in between, so a range of years
 * costs no more than one of hours.
 */
export function timeTicks(fromMs: number, toMs: number): number[] {
  if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || toMs < fromMs) return [];
  const stepMs = timeTickStepHours(toMs - fromMs) * HOUR_MS;
  const first = Math.ceil(fromMs / stepMs) * stepMs;
  if (first > toMs) return [];
  const count = Math.floor((toMs - first) / stepMs) + 1;
  const every = Math.ceil(count / MAX_TIME_TICKS);
  const ticks: number[] = [];
  for (let index = 0; index < count; index += every) ticks.push(first + index * stepMs);
  return ticks;
}

const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });

/** Past this range the axis names days rather than hours: six clock times would not tell which day is which. */
export const DAY_LABELS_AFTER_MS = 2 * DAY_MS;

/**
 * The x-axis labels, in the viewer's time: "HH:mm" on a 24-hour clock, or "d MMM" for a range over two
 * days. A day already named by the tick before is left blank, so no label repeats.
 */
export function timeTickLabels(ticks: readonly number[], rangeMs: number): string[] {
  if (rangeMs <= DAY_LABELS_AFTER_MS) return ticks.map((tick) => clock.format(tick));
  let previous = "";
  return ticks.map((tick) => {
    const label = day.format(tick);
    if (label === previous) return "";
    previous = label;
    return label;
  });
}

/** A probability as a percentage with one decimal, such as 42.3%. */
export function formatPricePercent(price: number): string {
  return `${(price * 100).toFixed(1)}%`;
}

/** A closed interval of numbers. */
export interface Domain {
  min: number;
  max: number;
}

/** A flat or nearly flat series is drawn over at least this much of the price range (10 points), not as a line on the edge. */
export const MIN_PRICE_SPAN = 0.1;
/** The share of the price span added above and below, so the extremes do not touch the frame. */
export const PRICE_PADDING = 0.08;

/**
 * The y-axis domain: the lowest to the highest price shown, padded a little, at least MIN_PRICE_SPAN wide,
 * and inside 0..1 (a probability cannot leave it). Padding that would cross 0 or 1 is moved to the other
 * side, so the span survives the clamp. With no prices at all, the whole 0..1.
 */
export function priceDomain(series: readonly PriceSeries[]): Domain {
  let low = Infinity;
  let high = -Infinity;
  for (const { points } of series) {
    for (const { price } of points) {
      if (!Number.isFinite(price)) continue;
      low = Math.min(low, price);
      high = Math.max(high, price);
    }
  }
  if (low > high) return { min: 0, max: 1 };
  low = Math.min(Math.max(low, 0), 1);
  high = Math.min(Math.max(high, 0), 1);
  const pad = (high - low) * PRICE_PADDING;
  let min = low - pad;
  let max = high + pad;
  if (max - min < MIN_PRICE_SPAN) {
    const middle = (min + max) / 2;
    min = middle - MIN_PRICE_SPAN / 2;
    max = middle + MIN_PRICE_SPAN / 2;
  }
  if (min < 0) {
    max = Math.min(1, max - min);
    min = 0;
  }
  if (max > 1) {
    min = Math.max(0, min - (max - 1));
    max = 1;
  }
  return { min, max };
}

/** Steps the y-axis may use, as probabilities: whole percentages, so every label is a round number. */
const PRICE_TICK_STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5] as const;
/** The y-axis carries at most this many labels: more would crowd a 180-unit-high chart. */
export const MAX_PRICE_TICKS = 5;

/** The y-axis tick values: multiples of the smallest round step that keeps them to MAX_PRICE_TICKS inside the domain. */
export function priceTicks(domain: Domain): number[] {
  const span = domain.max - domain.min;
  if (!(span > 0)) return [];
  const step = PRICE_TICK_STEPS.find((candidate) => Math.floor(span / candidate + 1e-9) + 1 <= MAX_PRICE_TICKS) ?? 0.5;
  const ticks: number[] = [];
  // Counting in whole steps (and rounding away float noise) keeps 0.3 from coming out as 0.30000000000000004;
  // adding 0 turns the -0 that Math.ceil(-1e-9) gives into 0.
  for (let n = Math.ceil(domain.min / step - 1e-9); n * step <= domain.max + 1e-9; n++) ticks.push(Math.round(n * step * 1e6) / 1e6 + 0);
  return ticks;
}

/** The function that maps a domain linearly onto a screen range; a zero-width domain maps to the range's middle. */
export function scaleLinear(domain: Domain, from: number, to: number): (value: number) => number {
  const span = domain.max - domain.min;
  if (span === 0) return () => (from + to) / 2;
  return (value) => from + ((value - domain.min) / span) * (to - from);
}

/** A point in SVG units. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** The distance from p to the segment a–b: to the foot of the perpendicular when it falls on the segment, else to the nearer end. */
export function distanceToSegment(p: ScreenPoint, a: ScreenPoint, b: ScreenPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** The distance from p to a polyline, measured to its segments rather than its vertices; Infinity for no points. */
export function distanceToPolyline(p: ScreenPoint, line: readonly ScreenPoint[]): number {
  if (line.length === 0) return Infinity;
  if (line.length === 1) return Math.hypot(p.x - line[0]!.x, p.y - line[0]!.y);
  let nearest = Infinity;
  for (let index = 1; index < line.length; index++) nearest = Math.min(nearest, distanceToSegment(p, line[index - 1]!, line[index]!));
  return nearest;
}

/**
 * The index of the line nearest the pointer, if it is within `tolerance` SVG units; otherwise null. A tie
 * goes to the earlier line. A line between two far-apart vertices is still found, since the distance is to
 * its segments.
 */
export function nearestSeries(lines: readonly (readonly ScreenPoint[])[], pointerX: number, pointerY: number, tolerance: number = HOVER_TOLERANCE): number | null {
  const pointer = { x: pointerX, y: pointerY };
  let best: number | null = null;
  let bestDistance = Infinity;
  lines.forEach((line, index) => {
    const distance = distanceToPolyline(pointer, line);
    if (distance <= tolerance && distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** The index of the vertex whose x is nearest to `x` (the price at the nearest time); null for no points. */
export function nearestPointIndex(line: readonly ScreenPoint[], x: number): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  line.forEach((point, index) => {
    const distance = Math.abs(point.x - x);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** The size of the element the SVG is drawn in, as getBoundingClientRect gives it. */
export interface ClientRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A pointer's client coordinates in viewBox units, undoing the scaling of a responsive SVG. An element with
 * no size (not laid out, or jsdom) has no scale to undo, so the coordinates are taken as they are.
 */
export function clientToViewBox(clientX: number, clientY: number, rect: ClientRect, width: number, height: number): ScreenPoint {
  if (!(rect.width > 0) || !(rect.height > 0)) return { x: clientX, y: clientY };
  return { x: ((clientX - rect.left) / rect.width) * width, y: ((clientY - rect.top) / rect.height) * height };
}

/** Room, in SVG units, around the plot for the axis labels: percentages at left, times below. */
export const PLOT_MARGIN = { top: 8, right: 12, bottom: 20, left: 34 } as const;

/** A series point placed on the chart, keeping the date and price it stands for. */
export interface PlottedPoint extends ScreenPoint {
  date: number;
  price: number;
}

/** Everything the chart draws, in SVG units. */
export interface ChartLayout {
  plot: { left: number; top: number; right: number; bottom: number };
  /** One line per series, in the order given (empty for a series with no usable point), sorted by date. */
  lines: PlottedPoint[][];
  xTicks: { x: number; time: number; label: string }[];
  yTicks: { y: number; value: number; label: string }[];
}

/** A single moment still needs a time axis: it gets half an hour either side. */
const LONE_MOMENT_PAD_MS = HOUR_MS / 2;

/**
 * Lays the series out on a chart of the given size, or returns null when there is no point to draw. Points
 * with a non-finite date or price are dropped, and each line is sorted by date so it never doubles back.
 */
export function layoutChart(series: readonly PriceSeries[], width: number = CHART_WIDTH, height: number = CHART_HEIGHT): ChartLayout | null {
  const cleaned = series.map((one) => ({
    ...one,
    points: one.points.filter((point) => Number.isFinite(point.date) && Number.isFinite(point.price)).sort((a, b) => a.date - b.date),
  }));
  let from = Infinity;
  let to = -Infinity;
  for (const { points } of cleaned) {
    if (points.length === 0) continue;
    from = Math.min(from, points[0]!.date);
    to = Math.max(to, points[points.length - 1]!.date);
  }
  if (from > to) return null;
  if (from === to) {
    from -= LONE_MOMENT_PAD_MS;
    to += LONE_MOMENT_PAD_MS;
  }

  const plot = { left: PLOT_MARGIN.left, top: PLOT_MARGIN.top, right: width - PLOT_MARGIN.right, bottom: height - PLOT_MARGIN.bottom };
  const prices = priceDomain(cleaned);
  const x = scaleLinear({ min: from, max: to }, plot.left, plot.right);
  const y = scaleLinear(prices, plot.bottom, plot.top);

  const ticks = timeTicks(from, to);
  const labels = timeTickLabels(ticks, to - from);
  return {
    plot,
    lines: cleaned.map(({ points }) => points.map(({ date, price }) => ({ x: x(date), y: y(price), date, price }))),
    xTicks: ticks.map((time, index) => ({ x: x(time), time, label: labels[index]! })),
    yTicks: priceTicks(prices).map((value) => ({ y: y(value), value, label: `${Math.round(value * 100)}%` })),
  };
}
