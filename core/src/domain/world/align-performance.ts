/** One close as a price provider gives it: `time` is the bar's start in unix ms UTC. */
export interface DailyBar {
  time: number;
  close: number;
}

export interface PerformanceInput<K extends string> {
  key: K;
  /** Daily bars in any order; bars before `from` serve only as the close carried into the range. */
  bars: readonly DailyBar[];
}

export interface AlignedSeries<K extends string> {
  key: K;
  /** The close in force on each date: the day's own, else the last one before it. */
  closes: number[];
  /** % change of those closes from the close in force on the first date, 2 decimals. */
  changes: number[];
}

export interface AlignedPerformance<K extends string> {
  /** Every date from `from` on on which at least one series has a bar, ascending. */
  dates: string[];
  series: AlignedSeries<K>[];
  /** Keys without a single usable bar up to the last date (nothing to show), in input order. */
  missing: K[];
}

const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const round2 = (value: number) => Math.round(value * 100) / 100 || 0;

/**
 * A bar's day is its UTC calendar date: the sessions of the G10 exchanges all open on the same UTC date
 * as their local one (Tokyo at 00:00 UTC, New York at 13:30 or 14:30). A non-finite or non-positive close
 * is no price. When a day has several bars (Yahoo stamps the running day's bar with its last trade), the
 * latest wins.
 */
function closesByDate(bars: readonly DailyBar[]): Map<string, number> {
  const sorted = bars.filter((bar) => Number.isFinite(bar.time) && Number.isFinite(bar.close) && bar.close > 0).sort((a, b) => a.time - b.time);
  return new Map(sorted.map((bar) => [dateOf(bar.time), bar.close]));
}

/**
 * Lines several price histories up on one date axis for a chart: the dates of the range on which any
 * series traded, each series' close on every one of them (a series that did not trade that day carries
 * its last close), and its % change from the first date. A series that only starts trading inside the
 * range is anchored at its first close: its earlier dates show that close and no change.
 */
export function alignPerformance<K extends string>(inputs: readonly PerformanceInput<K>[], from: string): AlignedPerformance<K> {
  const byKey = inputs.map((input) => ({ key: input.key, closes: closesByDate(input.bars) }));
  const dates = [...new Set(byKey.flatMap(({ closes }) => [...closes.keys()].filter((date) => date >= from)))].sort();
  const series: AlignedSeries<K>[] = [];
  const missing: K[] = [];
  for (const { key, closes } of byKey) {
    // closesByDate keeps its dates in time order.
    const ordered = [...closes];
    const carriedIn = ordered.filter(([date]) => date < from).at(-1)?.[1];
    const firstInRange = ordered.find(([date]) => date >= from)?.[1];
    let close = carriedIn ?? firstInRange;
    if (close === undefined || !dates.length) {
      missing.push(key);
      continue;
    }
    const aligned = dates.map((date) => (close = closes.get(date) ?? close!));
    const base = aligned[0]!;
    series.push({ key, closes: aligned, changes: aligned.map((value) => round2((value / base - 1) * 100)) });
  }
  return { dates, series, missing };
}
