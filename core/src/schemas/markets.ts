import { z } from "zod";
import { marketPlatforms } from "../wire-constants";
import { articleMarketSchema } from "./articles";

/** A prediction market as members receive it on the socket (market.created, market.updated). Ids travel as strings. */
export const predictionMarketSchema = z.object({
  id: z.string(),
  platform: z.enum(marketPlatforms),
  question: z.string(),
  slug: z.string().nullable(),
  event_url: z.string().nullable(),
  volume: z.number(),
  /** Probability of Yes, 0..1; null while the market has no price. */
  probability: z.number().min(0).max(1).nullable(),
  /** Change of that probability over the last day, in probability points. */
  probability_change_24h: z.number().nullable(),
  closed: z.boolean(),
  start_date: z.iso.datetime({ offset: true }).nullable(),
  end_date: z.iso.datetime({ offset: true }).nullable(),
  outcomes: z.array(z.object({ outcome: z.string(), price: z.number().nullable(), token_id: z.string().nullable() })),
  tags: z.array(z.string()),
});
export type PredictionMarket = z.infer<typeof predictionMarketSchema>;

/**
 * A market of the Prediction Markets table (GET /api/prediction/events): the spec's fields (age and
 * remaining life in days), then what a trader needs beside them: where it trades, its price and day's
 * move, and whether it is on the caller's watchlist.
 */
export const predictionEventSchema = z.object({
  id: z.string(),
  question: z.string(),
  slug: z.string().nullable(),
  volume: z.number(),
  age: z.number(),
  remaining_life: z.number(),
  platform: z.enum(marketPlatforms),
  event_url: z.string().nullable(),
  probability: z.number().min(0).max(1).nullable(),
  probability_change_24h: z.number().nullable(),
  watchlisted: z.boolean(),
});
export type PredictionEvent = z.infer<typeof predictionEventSchema>;
export const predictionEventsSchema = z.array(predictionEventSchema);

/** GET /api/prediction/tags: the topics of open markets, for alert tag suggestions. */
export const predictionTagsSchema = z.array(z.string());

export const marketIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, "must be a numeric market id").transform(Number),
});

/** POST /api/prediction-markets/:id/watchlist: the caller's entry after the toggle. */
export const watchlistToggledSchema = z.object({ watchlisted: z.boolean() });

/** Most markets one price-history request may ask for: the chart has 10 colours. */
export const PRICE_HISTORY_MARKETS = 10;
/** The longest price history kept and served, in hours. */
export const PRICE_HISTORY_HOURS = 48;

/** GET /api/prediction/markets: which markets (default: the caller's watchlist, else the ones in today's news) and how far back. */
export const priceHistoryQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d{1,18}(,\d{1,18})*$/, "must be market ids separated by commas")
    .transform((ids) => [...new Set(ids.split(",").map(Number))])
    .pipe(z.array(z.number()).max(PRICE_HISTORY_MARKETS, `at most ${PRICE_HISTORY_MARKETS} markets`))
    .optional(),
  hours: z.coerce.number().int().min(1).max(PRICE_HISTORY_HOURS).default(24),
});

/** A market's price history (spec section 3): its Yes outcome, dates as epoch milliseconds, prices 0..1. */
export const marketPriceHistorySchema = z.object({
  id: z.string(),
  question: z.string(),
  outcome: z.string(),
  "token-id": z.string().nullable(),
  prices: z.array(z.object({ date: z.number().int(), price: z.number().min(0).max(1) })),
});
export type MarketPriceHistory = z.infer<typeof marketPriceHistorySchema>;
export const marketPriceHistoriesSchema = z.array(marketPriceHistorySchema);

/** GET /api/prediction-markets/search: words the market's question must contain. */
export const marketSearchQuerySchema = z.object({ q: z.string().trim().max(100).default("") });
export const MARKET_SEARCH_LIMIT = 20;

/** A story's market as the editor lists it: the feed chip's fields. */
export const articleMarketListSchema = z.array(articleMarketSchema);

/**
 * GET /api/articles/:id/market-moves: each of a story's markets with its probability now and when the story broke (the
 * last point of its history at or before then, else the first within the hour after), in probability points of 0..1.
 * Null where the market has no price, or its history does not reach back to the story.
 */
export const articleMarketMoveSchema = articleMarketSchema.extend({
  probability: z.number().nullable(),
  probability_at_story: z.number().nullable(),
  change_since_story: z.number().nullable(),
});
export type ArticleMarketMove = z.infer<typeof articleMarketMoveSchema>;
export const articleMarketMovesSchema = z.object({ markets: z.array(articleMarketMoveSchema) });
export type ArticleMarketMoves = z.infer<typeof articleMarketMovesSchema>;

/** PUT /api/articles/:id/markets: the story's whole list of markets (replaces what is linked). */
export const articleMarketsBodySchema = z.object({
  market_ids: z.array(z.string().regex(/^\d{1,18}$/, "must be numeric market ids").transform(Number)).max(20, "at most 20 markets"),
});

/** PUT /api/articles/:id/markets: the list as stored. */
export const articleMarketsSavedSchema = z.object({ success: z.literal(true), markets: articleMarketListSchema });
