import { z } from "zod";
import { timeFrames } from "../wire-constants";

/**
 * The stock report on the wire (spec section 3). Its quirk is kept: every scalar arrives wrapped in a
 * one-element list (the client takes the first element); availableTimeFrames, dataByTimeFrame and rows
 * are not wrapped. `interval` is a list whose first item is the label.
 */
const one = <T extends z.ZodType>(item: T) => z.tuple([item]);

export const timeFrameSchema = z.enum(timeFrames);

export const reportSeriesSchema = z.object({
  ticker: one(z.string()),
  /** % change relative to the last price at or before the event, one per label; null where there is no bar. */
  change: z.array(z.number().nullable()),
});

export const reportFrameSchema = z.object({
  /** [label, bar size], e.g. ["1D", "5m"]. */
  interval: z.array(z.string()).min(1),
  /** Bar times, ISO 8601 UTC. */
  labels: z.array(z.string()),
  data: z.array(reportSeriesSchema),
});
export type ReportFrame = z.infer<typeof reportFrameSchema>;

export const reportRowSchema = z.object({
  ticker: one(z.string()),
  company: one(z.string()),
  price: one(z.number().nullable()),
  /** % change over the last trading day. */
  change1d: one(z.number().nullable()),
  /** % from the last price at or before the event to the latest. */
  changeSinceEvent: one(z.number().nullable()),
  /** changeSinceEvent minus the benchmark's over the same span (percentage points). */
  abnormalSinceEvent: one(z.number().nullable()),
  /** The benchmark abnormal returns are measured against (SPY for US listings). */
  benchmark: one(z.string()),
  exchange: one(z.string()),
  unit: one(z.string()),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportSchema = z.object({
  lastUpdated: one(z.string()),
  chartSection: z.object({
    unit: one(z.string()),
    availableTimeFrames: z.array(timeFrameSchema),
    defaultTimeFrame: one(timeFrameSchema),
    dataByTimeFrame: z.partialRecord(timeFrameSchema, reportFrameSchema),
  }),
  stockSection: z.object({
    title: one(z.string()),
    lastUpdated: one(z.string()),
    rows: z.array(reportRowSchema),
    event_info: z.object({ date: one(z.string()), name: one(z.string()) }),
  }),
  /**
   * [true] when none of the story's tickers has a price (the provider knows none of them, or has no bars):
   * the report then says 'No price data for this story's tickers.' instead of an empty table and chart.
   * Always sent by this server; optional only so that reports stored before it still parse.
   */
  noPriceData: one(z.boolean()).optional(),
});
export type Report = z.infer<typeof reportSchema>;

/** GET /api/report/:id */
export const reportAnswerSchema = z.object({ success: z.literal(true), report: reportSchema });
/** GET /api/report/:id when the article has no report yet (404, spec section 3's shape). */
export const reportMissingSchema = z.object({ success: z.literal(false) });
/** POST /api/report/:id */
export const reportCreatedSchema = z.object({ success: z.literal(true) });
