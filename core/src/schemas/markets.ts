import { z } from "zod";
import { marketPlatforms } from "../wire-constants";

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

/** A market of the Prediction Markets table (GET /api/prediction/events): age and remaining life in days. */
export const predictionEventSchema = z.object({
  id: z.string(),
  question: z.string(),
  slug: z.string().nullable(),
  volume: z.number(),
  age: z.number(),
  remaining_life: z.number(),
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
