import { describe, expect, it } from "vitest";
import { surpriseSizeOf } from "./surprise-size";

describe("surpriseSizeOf: the surprise relative to the consensus's size", () => {
  it("sizes surprises of different units on one scale", () => {
    expect(surpriseSizeOf("48.9", "48.4")).toBe("small"); // 1.0%: an ISM
    expect(surpriseSizeOf("3.1%", "3.0%")).toBe("medium"); // 3.3%: a CPI y/y
    expect(surpriseSizeOf("1.25M", "1,200K")).toBe("medium"); // 4.2%, the consensus taken in millions
    expect(surpriseSizeOf("-2.0%", "-2.1%")).toBe("medium"); // 4.8% of a negative consensus's size
    expect(surpriseSizeOf("64K", "50K")).toBe("large"); // 28%: payrolls
    expect(surpriseSizeOf("$1.33", "$1.20")).toBe("large"); // 10.8%: an EPS
  });

  it("puts the bounds where it says: under 2% small, 2% to 10% medium", () => {
    expect(surpriseSizeOf("3.06%", "3.0%")).toBe("medium");
    expect(surpriseSizeOf("3.05%", "3.0%")).toBe("small");
    expect(surpriseSizeOf("$1.32", "$1.20")).toBe("medium");
  });

  it("an actual equal to the consensus is small, any miss of a consensus of 0 large", () => {
    expect(surpriseSizeOf("3.0%", "3.0%")).toBe("small");
    expect(surpriseSizeOf("0.0%", "0.0%")).toBe("small");
    expect(surpriseSizeOf("-0.1%", "0.0%")).toBe("large");
  });

  it("has no size when a figure is missing or not a number, or the two are not alike", () => {
    expect(surpriseSizeOf(null, "3.0%")).toBeNull();
    expect(surpriseSizeOf("3.1%", null)).toBeNull();
    expect(surpriseSizeOf("Hold", "3.0%")).toBeNull();
    expect(surpriseSizeOf("3.1%", "216K")).toBeNull();
  });
});
