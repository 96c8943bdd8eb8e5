import { describe, expect, it } from "vitest";
import { axisTickLabels, changeToneClass, formatChange, formatLastUpdated, formatPrice } from "./format-report";

describe("report formats", () => {
  it("writes 'Last updated' as day, month and year in capitals", () => {
    expect(formatLastUpdated(new Date(2026, 10, 22, 15, 4).toISOString())).toBe("22 NOV 2026");
    expect(formatLastUpdated(new Date(2026, 5, 3, 9, 0).toISOString())).toBe("03 JUN 2026");
  });

  it("writes prices with 2 decimals and changes with their sign", () => {
    expect(formatPrice(189.254)).toBe("189.25");
    expect(formatPrice(null)).toBe("-");
    expect(formatChange(1.2)).toBe("+1.20%");
    expect(formatChange(0)).toBe("+0.00%");
    expect(formatChange(-0.456)).toBe("-0.46%");
    expect(formatChange(null)).toBe("-");
  });

  it("colours a change green at or above zero and red below", () => {
    expect(changeToneClass(0)).toBe("text-gain");
    expect(changeToneClass(2)).toBe("text-gain");
    expect(changeToneClass(-0.01)).toBe("text-loss");
    expect(changeToneClass(null)).toBe("text-ink-muted");
  });

  it("labels the x-axis in 24-hour time, with the date where a new day starts", () => {
    const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 5).toISOString();
    expect(axisTickLabels([at(20, 9), at(20, 21)], [0, 1]).map((tick) => tick.text)).toEqual(["09:05", "21:05"]);
    expect(axisTickLabels([at(19, 21), at(19, 22), at(20, 9), at(20, 15)], [0, 1, 2, 3]).map((tick) => tick.text)).toEqual([
      "19 Nov",
      "22:05",
      "20 Nov",
      "15:05",
    ]);
  });
});
