import type { Report, ReportFrame } from "../../schemas/reports";
import { timeFrames, type TimeFrame } from "../../wire-constants";
import { defaultTimeFrameFor, frameSpecs, type BarInterval, type FrameSpec, type PriceBar } from "./frame-specs";
import {
  latestBar,
  percentChange,
  previousDayClose,
  priceAt,
  closeOfBarStartedBy,
  roundPercent,
  roundPrice,
  usableBars,
  type BarsByInterval,
} from "./prices";

export interface ReportInput {
  article: { title: string; publishedAt: Date };
  now: Date;
  tickers: { ticker: string; company: string; exchange: string | null; benchmark: string }[];
  /** By symbol, including the benchmark symbols (e.g. SPY). */
  bars: Record<string, Partial<Record<BarInterval, PriceBar[]>>>;
}

type ReportRow = Report["stockSection"]["rows"][number];

const noBars: BarsByInterval = {};

/**
 * The stock-impact report for an article published at T, built from fetched bars only; a missing
 * input gives null, never a made-up price, NaN or Infinity.
 *
 * Per ticker row:
 * - price: the close of the most recent bar of the finest interval that has bars (4 decimals).
 * - changeSinceEvent: (latest / price at T - 1) × 100, where the price at T is the last price known at
 *   T: the close of the last bar that had closed by T, in the finest interval that reaches back to T.
 * - change1d: (latest / previous trading day's close - 1) × 100; the previous day is the last daily
 *   bar whose UTC day is before the latest bar's.
 * - abnormalSinceEvent: changeSinceEvent minus the benchmark's over the same span, from T to the
 *   time of the ticker's latest bar, computed before rounding.
 * Percentages are rounded to 2 decimals.
 *
 * noPriceData is [true] when no ticker has a price at all.
 *
 * Per frame: labels are the bar times (ISO) of the frame's interval within [now - span, now], taken
 * from the union of the tickers' bars; each ticker's series is the % change from its price at T, null
 * where it has no bar at a label. Only frames with labels are available, in the order of timeFrames.
 * The default frame is defaultTimeFrameFor(T, now), or the next larger frame with data when it has
 * none (the largest smaller one when no larger has data).
 */
export function buildReport(input: ReportInput): Report {
  const eventTime = input.article.publishedAt.getTime();
  const nowIso = input.now.toISOString();
  const barsOf = (symbol: string) => input.bars[symbol] ?? noBars;
  const eventPriceOf = (symbol: string) => priceAt(barsOf(symbol), eventTime);

  const rows = input.tickers.map((ticker): ReportRow => {
    const bars = barsOf(ticker.ticker);
    const latest = latestBar(bars);
    const latestPrice = latest?.close ?? null;
    const changeSinceEvent = percentChange(eventPriceOf(ticker.ticker), latestPrice);
    const benchmarkChange = latest
      ? percentChange(eventPriceOf(ticker.benchmark), closeOfBarStartedBy(barsOf(ticker.benchmark), latest.time))
      : null;
    const change1d = latest ? percentChange(previousDayClose(bars["1d"], latest.time), latestPrice) : null;
    return {
      ticker: [ticker.ticker],
      company: [ticker.company],
      price: [roundPrice(latestPrice)],
      change1d: [roundPercent(change1d)],
      changeSinceEvent: [roundPercent(changeSinceEvent)],
      abnormalSinceEvent: [
        roundPercent(changeSinceEvent === null || benchmarkChange === null ? null : changeSinceEvent - benchmarkChange),
      ],
      benchmark: [ticker.benchmark],
      exchange: [ticker.exchange ?? "-"],
      unit: ["USD"],
    };
  });

  const frames = new Map<TimeFrame, ReportFrame>();
  for (const spec of frameSpecs) {
    const frame = frameOf(spec, input, barsOf, eventPriceOf);
    if (frame.labels.length > 0) frames.set(spec.frame, frame);
  }
  const availableTimeFrames = timeFrames.filter((frame) => frames.has(frame));

  return {
    lastUpdated: [nowIso],
    chartSection: {
      unit: ["%"],
      availableTimeFrames,
      defaultTimeFrame: [pickDefaultFrame(defaultTimeFrameFor(input.article.publishedAt, input.now), availableTimeFrames)],
      dataByTimeFrame: Object.fromEntries(frames),
    },
    stockSection: {
      title: ["Stock Impact Tracker"],
      lastUpdated: [nowIso],
      rows,
      event_info: { date: [input.article.publishedAt.toISOString()], name: [input.article.title] },
    },
    noPriceData: [lacksPriceData(rows)],
  };
}

/** True when no ticker of the report has a price: the report says so rather than showing an empty table. */
export function lacksPriceData(rows: readonly ReportRow[]): boolean {
  return rows.every((row) => row.price[0] === null);
}

function frameOf(
  spec: FrameSpec,
  input: ReportInput,
  barsOf: (symbol: string) => BarsByInterval,
  eventPriceOf: (symbol: string) => number | null,
): ReportFrame {
  const to = input.now.getTime();
  const from = to - spec.spanMs;
  const closesBySymbol = new Map(
    input.tickers.map((ticker) => {
      const inSpan = usableBars(barsOf(ticker.ticker)[spec.interval]).filter((bar) => bar.time >= from && bar.time <= to);
      return [ticker.ticker, new Map(inSpan.map((bar) => [bar.time, bar.close]))] as const;
    }),
  );
  const times = [...new Set([...closesBySymbol.values()].flatMap((closes) => [...closes.keys()]))].sort((a, b) => a - b);
  return {
    interval: [spec.frame, spec.interval],
    labels: times.map((time) => new Date(time).toISOString()),
    data: input.tickers.map((ticker) => {
      const closes = closesBySymbol.get(ticker.ticker);
      const eventPrice = eventPriceOf(ticker.ticker);
      return {
        ticker: [ticker.ticker],
        change: times.map((time) => roundPercent(percentChange(eventPrice, closes?.get(time) ?? null))),
      };
    }),
  };
}

function pickDefaultFrame(preferred: TimeFrame, available: readonly TimeFrame[]): TimeFrame {
  const rank = timeFrames.indexOf(preferred);
  const larger = available.find((frame) => timeFrames.indexOf(frame) >= rank);
  return larger ?? available.at(-1) ?? preferred;
}
