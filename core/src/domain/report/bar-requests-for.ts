import { defaultTimeFrameFor, frameSpecOf, frameSpecs, type BarInterval } from "./frame-specs";

export interface BarRequest {
  interval: BarInterval;
  from: Date;
  to: Date;
}

/**
 * How far before T to fetch so the bar at or before T is included: a week spans any weekend or
 * holiday break, so an article published while the market is closed still finds the last close.
 */
const eventLookbackMs = 7 * 86_400_000;

/**
 * Which bars to fetch for an article published at T, as of now: one request per interval, finest
 * first. Each covers its frame's span [now - span, now]. The interval of the default frame (the
 * finest whose span covers T) also reaches back to T - 7 days, so it holds the price at T. The
 * daily request spans 92 days, which always holds the previous trading day's close for change1d.
 */
export function barRequestsFor(publishedAt: Date, now: Date): BarRequest[] {
  const eventInterval = frameSpecOf(defaultTimeFrameFor(publishedAt, now)).interval;
  return frameSpecs.map((spec) => {
    const spanStart = now.getTime() - spec.spanMs;
    const from =
      spec.interval === eventInterval
        ? Math.min(spanStart, publishedAt.getTime() - eventLookbackMs)
        : spanStart;
    return { interval: spec.interval, from: new Date(from), to: new Date(now.getTime()) };
  });
}
