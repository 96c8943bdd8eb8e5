import { describe, expect, it } from "vitest";
import { formatClock } from "./format-clock";
import { formatDate, formatDateTime } from "./format-date-time";
import { formatLatency } from "./format-latency";

describe("formatLatency", () => {
  const published = "2025-06-01T12:00:00Z";
  const after = (seconds: number) => new Date(Date.parse(published) + seconds * 1000).toISOString();

  it("uses the largest whole unit", () => {
    expect(formatLatency(published, after(42))).toBe("+42s");
    expect(formatLatency(published, after(3 * 60 + 59))).toBe("+3m");
    expect(formatLatency(published, after(2 * 3600 + 10))).toBe("+2h");
    expect(formatLatency(published, after(26 * 3600))).toBe("+1d");
  });

  it("reads +0s when the source's clock ran ahead", () => {
    expect(formatLatency(published, after(-30))).toBe("+0s");
  });
});

describe("formatClock", () => {
  it("shows a 24-hour clock in the zone asked for, daylight saving included", () => {
    expect(formatClock("2025-01-15T19:05:09Z", "America/New_York")).toBe("14:05:09");
    expect(formatClock("2025-07-15T22:05:09Z", "America/New_York")).toBe("18:05:09");
    expect(formatClock("2025-07-15T22:05:09Z", "Asia/Tokyo")).toBe("07:05:09");
  });

  it("uses the viewer's clock without a zone", () => {
    expect(formatClock(new Date(2025, 5, 1, 18, 2, 30).toISOString())).toBe("18:02:30");
  });
});

describe("formatDateTime", () => {
  it("uses a 24-hour clock", () => {
    const local = new Date(2025, 5, 1, 18, 2).toISOString();
    expect(formatDateTime(local)).toBe("01 Jun 18:02");
  });

  it("moves the day with the zone", () => {
    expect(formatDateTime("2025-06-01T02:30:00Z", "America/New_York")).toBe("31 May 22:30");
  });
});

describe("formatDate", () => {
  it("writes the day, the month and the year, in the zone asked for", () => {
    expect(formatDate(new Date(2025, 5, 1, 18, 2).toISOString())).toBe("01 Jun 2025");
    expect(formatDate("2026-01-01T02:30:00Z", "America/New_York")).toBe("31 Dec 2025");
  });
});
