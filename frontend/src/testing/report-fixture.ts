import type { Report, ReportFrame } from "@tradewire/core";

const frame = (label: string, barSize: string, labels: string[], series: Record<string, (number | null)[]>): ReportFrame => ({
  interval: [label, barSize],
  labels,
  data: Object.entries(series).map(([ticker, change]) => ({ ticker: [ticker], change })),
});

/** A stock report as the server sends it, scalars wrapped, for tests; every section can be overridden. */
export function reportFixture(overrides: Partial<Report> = {}): Report {
  const dayLabels = ["2026-11-20T14:30:00Z", "2026-11-20T14:35:00Z", "2026-11-20T14:40:00Z"];
  return {
    lastUpdated: ["2026-11-22T15:04:00Z"],
    chartSection: {
      unit: ["%"],
      availableTimeFrames: ["1D", "5D"],
      defaultTimeFrame: ["5D"],
      dataByTimeFrame: {
        "1D": frame("1D", "5m", dayLabels, { AAPL: [0, 1.25, -0.5], MSFT: [0, -2.5, null] }),
        "5D": frame("5D", "30m", ["2026-11-18T14:30:00Z", "2026-11-19T14:30:00Z"], { AAPL: [0, 3], MSFT: [0, -1] }),
      },
    },
    stockSection: {
      title: ["Stock Impact Tracker"],
      lastUpdated: ["2026-11-22T15:04:00Z"],
      rows: [
        {
          ticker: ["AAPL"],
          company: ["Apple Inc."],
          price: [189.254],
          change1d: [1.2],
          changeSinceEvent: [0],
          abnormalSinceEvent: [-0.456],
          benchmark: ["SPY"],
          exchange: ["NASDAQ"],
          unit: ["USD"],
        },
        {
          ticker: ["MSFT"],
          company: ["Microsoft Corp."],
          price: [410],
          change1d: [-0.5],
          changeSinceEvent: [-2.5],
          abnormalSinceEvent: [null],
          benchmark: ["SPY"],
          exchange: ["NASDAQ"],
          unit: ["USD"],
        },
      ],
      event_info: { date: ["2026-11-20T14:32:00Z"], name: ["Apple cuts iPhone orders"] },
    },
    ...overrides,
  };
}
