import type { Report, ReportFrame, ReportRow, TimeFrame } from "@tradewire/core";

/** One line of the chart: a ticker's % change at each label, null where it has no bar. */
export interface ReportSeries {
  ticker: string;
  change: (number | null)[];
}

export interface ReportChartFrame {
  /** The interval's label (the first item of `interval`), e.g. "1D". */
  label: string;
  /** Bar times, ISO 8601. */
  labels: string[];
  series: ReportSeries[];
}

export interface ReportTableRow {
  ticker: string;
  company: string;
  price: number | null;
  change1d: number | null;
  changeSinceEvent: number | null;
  abnormalSinceEvent: number | null;
  benchmark: string;
  exchange: string;
  unit: string;
}

/** The report with every wrapped scalar unwrapped: what the modal draws. */
export interface PresentedReport {
  lastUpdated: string;
  unit: string;
  availableTimeFrames: TimeFrame[];
  defaultTimeFrame: TimeFrame;
  frames: Partial<Record<TimeFrame, ReportChartFrame>>;
  title: string;
  rows: ReportTableRow[];
  event: { date: string; name: string };
  /** None of the story's tickers has a price: the modal says so instead of an empty table and chart. */
  noPriceData: boolean;
}

/** Spec section 3: scalars arrive as one-element lists and the first element is the value. */
function first<T>([value]: readonly [T]): T {
  return value;
}

function presentFrame(frame: ReportFrame): ReportChartFrame {
  return {
    label: frame.interval[0] ?? "",
    labels: frame.labels,
    series: frame.data.map((series) => ({ ticker: first(series.ticker), change: series.change })),
  };
}

function presentRow(row: ReportRow): ReportTableRow {
  return {
    ticker: first(row.ticker),
    company: first(row.company),
    price: first(row.price),
    change1d: first(row.change1d),
    changeSinceEvent: first(row.changeSinceEvent),
    abnormalSinceEvent: first(row.abnormalSinceEvent),
    benchmark: first(row.benchmark),
    exchange: first(row.exchange),
    unit: first(row.unit),
  };
}

/** Unwraps a report as it arrives from the server or the socket. */
export function presentReport(report: Report): PresentedReport {
  const { chartSection, stockSection } = report;
  const frames: Partial<Record<TimeFrame, ReportChartFrame>> = {};
  for (const [timeFrame, frame] of Object.entries(chartSection.dataByTimeFrame) as [TimeFrame, ReportFrame | undefined][]) {
    if (frame) frames[timeFrame] = presentFrame(frame);
  }
  return {
    lastUpdated: first(report.lastUpdated),
    unit: first(chartSection.unit),
    availableTimeFrames: chartSection.availableTimeFrames,
    defaultTimeFrame: first(chartSection.defaultTimeFrame),
    frames,
    title: first(stockSection.title),
    rows: stockSection.rows.map(presentRow),
    event: { date: first(stockSection.event_info.date), name: first(stockSection.event_info.name) },
    noPriceData: report.noPriceData ? first(report.noPriceData) : false,
  };
}

/** The tickers selected when a report loads: all of the first time frame (spec section 4). */
export function initialSelection(report: PresentedReport): string[] {
  const firstFrame = report.availableTimeFrames[0];
  return (firstFrame && report.frames[firstFrame]?.series.map((series) => series.ticker)) ?? [];
}
