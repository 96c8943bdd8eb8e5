import { z } from "zod";
import { articleSchema } from "./articles";

/** Why a story may explain a move: it names the ticker, moves it unnamed, is linked to the market, shares tags or words. */
export const moveEvidenceSchema = z.object({ kind: z.enum(["named", "related", "linked", "tags", "words"]), detail: z.string() });

/**
 * A price that moved more than it usually does (spec issue 27, "Why is it moving"): a stock's abnormal 5 minutes, or a
 * prediction market's jump in probability, with the stories of the window before it that may explain it, best first.
 */
export const moveSchema = z.object({
  move_id: z.string(),
  kind: z.enum(["stock", "market"]),
  /** A stock's symbol and company; null for a market. */
  ticker: z.string().nullable(),
  company: z.string().nullable(),
  /** A market's id and question; null for a stock. */
  market_id: z.string().nullable(),
  question: z.string().nullable(),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  detected_at: z.iso.datetime({ offset: true }),
  /** A stock's prices, or a market's probabilities (0..1), at the start and the end. */
  from: z.number(),
  to: z.number(),
  /** A stock's abnormal return against its benchmark (a fraction) and its size in σ; null for a market. */
  abnormal_return: z.number().nullable(),
  benchmark: z.string().nullable(),
  z_score: z.number().nullable(),
  /** A market's change in probability points, signed; null for a stock. */
  points: z.number().nullable(),
  /** "replay": the replay set's simulated prices. */
  prices: z.enum(["live", "replay"]),
  stories: z.array(
    articleSchema.pick({ id: true, title: true, url: true, source: true, impact: true, date_published: true }).extend({
      score: z.number(),
      evidence: z.array(moveEvidenceSchema),
    }),
  ),
});
export type Move = z.infer<typeof moveSchema>;

/** GET /api/moves: the newest moves first. */
export const movesSchema = z.object({ moves: z.array(moveSchema) });

/** GET /api/moves?limit=&market_id= */
export const movesQuerySchema = z.object({
  limit: z.coerce.number({ error: "limit must be a number" }).int("limit must be a whole number").min(1, "limit must be 1 to 100").max(100, "limit must be 1 to 100").default(20),
  market_id: z.string().regex(/^\d{1,18}$/, "market_id must be a numeric market id").optional(),
});
