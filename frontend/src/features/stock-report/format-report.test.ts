import { describe, expect, it } from "vitest";
import { axisTickLabels, changeToneClass, formatAxisPercent, formatChange, formatLastUpdated, formatPrice } from "./format-report";

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

  it("never writes -0.00%: a change that rounds to zero is zero, on the axis and in the table", () => {
    expect(formatChange(-0.004)).toBe("+0.00%");
    expect(formatChange(-0)).toBe("+0.00%");
    expect(changeToneClass(-0.004)).toBe("text-gain");
    expect(formatAxisPercent(-0.004)).toBe("0.00%");
    expect(formatAxisPercent(-0)).toBe("0.00%");
    expect(formatAxisPercent(-0.005001)).toBe("-0.01%");
    expect(formatAxisPercent(3.456)).toBe("3.46%");
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

  it("labels the x-axis in the reader's chosen zone", () => {
    // 14:30 UTC on 20 Nov is 09:30 in New York; 03:30 UTC is still 19 Nov there.
    const labels = ["2026-11-20T03:30:00.000Z", "2026-11-20T14:30:00.000Z"];
    expect(axisTickLabels(labels, [0, 1], "America/New_York").map((tick) => tick.text)).toEqual(["19 Nov", "20 Nov"]);
    expect(axisTickLabels(["2026-11-20T14:30:00.000Z", "2026-11-20T15:00:00.000Z"], [0, 1], "America/New_York").map((tick) => tick.text)).toEqual([
      "09:30",
      "10:00",
    ]);
  });
});
