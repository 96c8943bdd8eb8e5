import { describe, expect, it } from "vitest";
import { reportFixture } from "../../testing/report-fixture";
import { initialSelection, presentReport } from "./present-report";

describe("presentReport", () => {
  it("takes the first element of every wrapped scalar and leaves the lists as they are", () => {
    const report = presentReport(reportFixture());
    expect(report.lastUpdated).toBe("2026-11-22T15:04:00Z");
    expect(report.unit).toBe("%");
    expect(report.defaultTimeFrame).toBe("5D");
    expect(report.availableTimeFrames).toEqual(["1D", "5D"]);
    expect(report.title).toBe("Stock Impact Tracker");
    expect(report.event).toEqual({ date: "2026-11-20T14:32:00Z", name: "Apple cuts iPhone orders" });
    expect(report.rows[0]).toEqual({
      ticker: "AAPL",
      company: "Apple Inc.",
      price: 189.254,
      change1d: 1.2,
      changeSinceEvent: 0,
      abnormalSinceEvent: -0.456,
      benchmark: "SPY",
      exchange: "NASDAQ",
      unit: "USD",
    });
    expect(report.frames["1D"]).toEqual({
      label: "1D",
      labels: ["2026-11-20T14:30:00Z", "2026-11-20T14:35:00Z", "2026-11-20T14:40:00Z"],
      series: [
        { ticker: "AAPL", change: [0, 1.25, -0.5] },
        { ticker: "MSFT", change: [0, -2.5, null] },
      ],
    });
  });

  it("selects every ticker of the first time frame", () => {
    const wire = reportFixture();
    wire.chartSection.dataByTimeFrame["1D"]!.data.push({ ticker: ["NVDA"], change: [0, 0, 0] });
    expect(initialSelection(presentReport(wire))).toEqual(["AAPL", "MSFT", "NVDA"]);
  });

  it("selects nothing when the first time frame has no data", () => {
    const wire = reportFixture();
    wire.chartSection.availableTimeFrames = ["3M", "1D"];
    expect(initialSelection(presentReport(wire))).toEqual([]);
  });
});
