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
  ])("%s is %s (%s)", (iso, open) => {
    expect(isUsMarketOpen(new Date(iso))).toBe(open);
  });
});
