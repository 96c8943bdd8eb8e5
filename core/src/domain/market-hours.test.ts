import { describe, expect, it } from "vitest";
import { isUsMarketOpen } from "./market-hours";

describe("isUsMarketOpen", () => {
  it.each([
    ["2026-11-23T14:29:00Z", false, "Monday 09:29 EST"],
    ["2026-11-23T14:30:00Z", true, "Monday 09:30 EST"],
    ["2026-11-23T20:59:00Z", true, "Monday 15:59 EST"],
    ["2026-11-23T21:00:00Z", false, "Monday 16:00 EST"],
    ["2026-07-06T13:30:00Z", true, "Monday 09:30 EDT (summer time)"],
    ["2026-11-21T15:00:00Z", false, "Saturday"],
    ["2026-11-22T15:00:00Z", false, "Sunday"],
    ["2026-11-26T15:00:00Z", false, "Thanksgiving Day, 10:00 EST"],
    ["2026-07-03T14:00:00Z", false, "Friday 3 July 2026, Independence Day observed"],
    ["2026-11-27T17:59:00Z", true, "the day after Thanksgiving, 12:59 EST"],
    ["2026-11-27T18:00:00Z", false, "the day after Thanksgiving, 13:00 EST: early close"],
  ])("%s is %s (%s)", (iso, open) => {
    expect(isUsMarketOpen(new Date(iso))).toBe(open);
  });
});
