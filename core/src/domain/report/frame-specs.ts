import type { BarInterval, TimeFrame } from "../../wire-constants";

export type { BarInterval };

/** One price bar. `time` is the unix ms (UTC) of the bar's start; bar lists are ascending. */
export interface PriceBar {
  time: number;
  close: number;
}

/** What one chart time frame shows: bars of `interval` over the last `spanMs`. */
export interface FrameSpec {
  frame: TimeFrame;
  interval: BarInterval;
  spanMs: number;
}

const dayMs = 86_400_000;

/** In the order of `timeFrames`, which is also finest interval first. */
export const frameSpecs: readonly FrameSpec[] = [
  { frame: "1D", interval: "5m", spanMs: 1 * dayMs },
  { frame: "5D", interval: "15m", spanMs: 5 * dayMs },
  { frame: "1M", interval: "1h", spanMs: 31 * dayMs },
  { frame: "3M", interval: "1d", spanMs: 92 * dayMs },
];

/** Bar intervals, finest first. */
export const barIntervals: readonly BarInterval[] = frameSpecs.map((spec) => spec.interval);

/**
 * The smallest frame whose span covers the time since the article was published (now - T), so the
 * chart starts before the news broke; "3M" when none does. An article dated in the future (clock
 * skew) gets "1D".
 */
export function defaultTimeFrameFor(publishedAt: Date, now: Date): TimeFrame {
  const elapsedMs = now.getTime() - publishedAt.getTime();
  return frameSpecs.find((spec) => spec.spanMs >= elapsedMs)?.frame ?? "3M";
}

export function frameSpecOf(frame: TimeFrame): FrameSpec {
  const spec = frameSpecs.find((candidate) => candidate.frame === frame);
  if (!spec) throw new Error(`No frame spec for ${frame}`);
  return spec;
}
