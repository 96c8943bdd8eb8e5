import { z } from "zod";
import { predictionEventsSchema } from "./markets";

/** How many movers the dashboard's Market Trends card lists. */
export const MARKET_MOVERS_LIMIT = 10;

/**
 * A ticker of a recent story and its move on the day (GET /api/dashboard/movers): its last price
 * against the previous trading day's close, and the story that named it, so the card can link to it.
 */
export const marketMoverSchema = z.object({
  ticker: z.string(),
  company: z.string(),
  exchange: z.string().nullable(),
  /** The close of the latest stored bar. */
  price: z.number(),
  previous_close: z.number(),
  /** (price / previous_close - 1) × 100, 2 decimals. */
  change_percent: z.number(),
  /** When the latest bar started: the price is as of then. */
  as_of: z.iso.datetime({ offset: true }),
  story: z.object({
    id: z.string(),
    title: z.string(),
    url: z.string(),
    date_published: z.iso.datetime({ offset: true }),
  }),
});
export type MarketMover = z.infer<typeof marketMoverSchema>;
/** Largest absolute move first. */
export const marketMoversSchema = z.array(marketMoverSchema);

/**
 * GET /api/dashboard/watchlist: the caller's watchlisted open markets, newest entry first, as the
 * Prediction Markets table reads them (price and 24 h change included).
 */
export const dashboardWatchlistSchema = predictionEventsSchema;
