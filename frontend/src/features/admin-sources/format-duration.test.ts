import { describe, expect, it } from "vitest";
import { formatDuration, relativeTime, timeAgo } from "./format-duration";

describe("formatDuration", () => {
  it("reads seconds, then minutes, then hours", () => {
    expect([0.4, 31.2, 119, 140, 3_599, 7_200, 30_000].map(formatDuration)).toEqual(["0 s", "31 s", "119 s", "2 min", "60 min", "2.0 h", "8.3 h"]);
  });

  it("places a moment before or after now", () => {
    const now = Date.parse("2026-11-22T09:00:00Z");
    expect(relativeTime("2026-11-22T08:59:46Z", now)).toBe("14 s ago");
    expect(relativeTime("2026-11-22T09:00:46Z", now)).toBe("in 46 s");
  });
});

describe("timeAgo", () => {
  it("says how long ago a past moment was, and 0 s ago for one the page's clock has not caught up with", () => {
    const now = Date.parse("2026-11-22T09:00:00Z");
    expect(timeAgo("2026-11-22T08:59:46Z", now)).toBe("14 s ago");
    expect(timeAgo("2026-11-22T09:00:00.700Z", now)).toBe("0 s ago");
  });
});
