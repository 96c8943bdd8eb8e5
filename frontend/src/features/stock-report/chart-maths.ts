import type { ReportSeries } from "./present-report";

/** Spec section 9: the x-axis carries at most this many labels. */
export const MAX_X_TICKS = 15;
/** Spec section 9: the chart's height in CSS pixels. */
export const CHART_HEIGHT_PX = 200;
/** Spec section 9: six series colours, cycled; each is a token of styles/tokens.css. */
export const SERIES_COLOR_TOKENS = [
  "--color-series-1",
  "--color-series-2",
  "--color-series-3",
  "--color-series-4",
  "--color-series-5",
  "--color-series-6",
] as const;
/** The same colours as classes, written out so Tailwind sees them. */
export const SERIES_SWATCH_CLASSES = ["bg-series-1", "bg-series-2", "bg-series-3", "bg-series-4", "bg-series-5", "bg-series-6"] as const;

/** The colour slot of the n-th ticker of a frame: the six colours are cycled. */
export function seriesColorIndex(index: number): number {
  return ((index % SERIES_COLOR_TOKENS.length) + SERIES_COLOR_TOKENS.length) % SERIES_COLOR_TOKENS.length;
}

/**
 * Spec section 5: the y-axis is symmetric around zero, bounded by the largest absolute value among
 * the visible series, and 1 when they are all zero (or empty).
 */
export function symmetricBound(visible: readonly ReportSeries[]): number {
  let largest = 0;
  for (const series of visible) {
    for (const value of series.change) {
      if (value !== null && Number.isFinite(value)) largest = Math.max(largest, Math.abs(value));
    }
  }
  return largest === 0 ? 1 : largest;
}

/** The indices of the labels to show: evenly spaced, the first always, never more than `max`. */
export function tickIndices(count: number, max: number = MAX_X_TICKS): number[] {
  if (count <= 0 || max <= 0) return [];
  const step = Math.ceil(count / max);
  const indices: number[] = [];
  for (let index = 0; index < count; index += step) indices.push(index);
  return indices;
}

/** A chart point: seconds since the epoch; a missing value leaves a gap. */
export type ChartPoint = { time: number; value?: number };

/**
 * A series as points the chart accepts: times strictly ascending (a repeated or out-of-order label is
 * dropped) and null changes as gaps.
 */
export function chartPointsOf(labels: readonly string[], change: readonly (number | null)[]): ChartPoint[] {
  const points: ChartPoint[] = [];
  let previous = -Infinity;
  labels.forEach((label, index) => {
    const time = Math.floor(Date.parse(label) / 1000);
    if (!Number.isFinite(time) || time <= previous) return;
    previous = time;
    const value = change[index];
    points.push(value === null || value === undefined || !Number.isFinite(value) ? { time } : { time, value });
  });
  return points;
}

/** Drops any label closer than `minGap` pixels to the one kept before it, so none overlap. */
export function dropCrowdedTicks<T extends { x: number }>(ticks: readonly T[], minGap: number): T[] {
  const kept: T[] = [];
  for (const tick of ticks) {
    const previous = kept[kept.length - 1];
    if (previous === undefined || tick.x - previous.x >= minGap) kept.push(tick);
  }
  return kept;
}

/**
 * Where a moment falls among a frame's bars, as a fractional bar index (the chart's logical coordinate):
 * between the two bars around it in proportion to time, so a story at 14:32 sits two fifths of the way from
 * the 14:30 bar to the 14:35 one. Null when the moment is outside the frame.
 */
export function logicalIndexAt(labels: readonly string[], iso: string): number | null {
  const times = chartPointsOf(labels, []).map((point) => point.time);
  const at = Date.parse(iso) / 1000;
  const last = times.length - 1;
  if (last < 0 || !Number.isFinite(at) || at < times[0]! || at > times[last]!) return null;
  const after = times.findIndex((time) => time >= at);
  if (times[after] === at || after === 0) return after;
  const before = times[after - 1]!;
  return after - 1 + (at - before) / (times[after]! - before);
}
