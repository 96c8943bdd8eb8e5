import { describe, expect, it } from "vitest";
import { rangeStartOf } from "./range-start";

describe("rangeStartOf", () => {
  it("goes back one, three or twelve calendar months", () => {
    const now = new Date("2026-11-23T13:30:00Z");
    expect(rangeStartOf("1mo", now)).toBe("2026-10-23");
    expect(rangeStartOf("3mo", now)).toBe("2026-08-23");
    expect(rangeStartOf("1y", now)).toBe("2025-11-23");
  });

  it("crosses the year and stops at the end of a shorter month", () => {
    expect(rangeStartOf("1mo", new Date("2027-01-15T00:00:00Z"))).toBe("2026-12-15");
    expect(rangeStartOf("1mo", new Date("2026-03-31T23:59:59Z"))).toBe("2026-02-28");
    expect(rangeStartOf("3mo", new Date("2028-05-31T12:00:00Z"))).toBe("2028-02-29");
    expect(rangeStartOf("1y", new Date("2028-02-29T12:00:00Z"))).toBe("2027-02-28");
  });
});
