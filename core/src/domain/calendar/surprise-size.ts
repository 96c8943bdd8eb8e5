import type { SurpriseSize } from "../../schemas/calendar";
import { parseFigure, surpriseOf } from "./calendar-figures";

/** A surprise under this share of the consensus's size is small; up to LARGE_SURPRISE it is medium. */
export const SMALL_SURPRISE = 0.02;
export const LARGE_SURPRISE = 0.1;

/**
 * How big a release's surprise was, comparably across series whose units differ (a CPI in percent, payrolls in
 * thousands, an EPS in dollars): |actual − consensus| / |consensus|, with both in the actual's unit. Small under 2%,
 * medium from 2% to 10%, large beyond; an actual equal to the consensus is small, and any miss of a consensus of 0 is
 * large (infinitely far, relatively). Null when either figure is missing or not a number (surpriseOf).
 */
export function surpriseSizeOf(actual: string | null, consensus: string | null): SurpriseSize | null {
  const surprise = surpriseOf(actual, consensus);
  const figure = parseFigure(actual);
  if (surprise === null || !figure) return null;
  if (surprise === 0) return "small";
  // The consensus in the actual's unit ("1,200K" against "1.25M" is 1.2).
  const expected = Math.abs(figure.value - surprise);
  // To nine places, so 1.1 against 1.0 is 10% exactly and not a float's hair either side.
  const relative = expected === 0 ? Number.POSITIVE_INFINITY : Math.round((Math.abs(surprise) / expected) * 1e9) / 1e9;
  return relative < SMALL_SURPRISE ? "small" : relative <= LARGE_SURPRISE ? "medium" : "large";
}
