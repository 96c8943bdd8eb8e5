import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date-time";
import { formatEasternTime } from "./format-eastern-time";
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

describe("formatEasternTime", () => {
  it("shows the New York clock in 24-hour time with its zone", () => {
    expect(formatEasternTime("2025-01-15T19:05:09Z")).toBe("14:05:09 EST");
    expect(formatEasternTime("2025-07-15T22:05:09Z")).toBe("18:05:09 EDT");
  });
});

describe("formatDateTime", () => {
  it("uses a 24-hour clock", () => {
    const local = new Date(2025, 5, 1, 18, 2).toISOString();
    expect(formatDateTime(local)).toBe("01 Jun 18:02");
  });
});
