import { sql } from "drizzle-orm";
import { bigint, bigserial, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { articles } from "./articles";
import { predictionMarkets } from "./prediction-markets";
import { tickers } from "./tickers";

/**
 * A price that moved more than it usually does (detect-moves): a stock's abnormal 5 minutes (|AR| ≥ MOVE_SIGMAS σ and ≥
 * MOVE_MIN_RETURN_PERCENT), or a market's probability jump (≥ MOVE_MARKET_POINTS within MOVE_MARKET_MINUTES). Stored once
 * per subject and end: `subject` is "stock:NVDA" or "market:42".
 */
export const moves = pgTable(
  "moves",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind", { enum: ["stock", "market"] }).notNull(),
    subject: text("subject").notNull(),
    tickerId: bigint("ticker_id", { mode: "number" }).references(() => tickers.id, { onDelete: "cascade" }),
    marketId: bigint("market_id", { mode: "number" }).references(() => predictionMarkets.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** A stock: its price at the start and end. A market: its probability (0..1). */
    fromValue: doublePrecision("from_value").notNull(),
    toValue: doublePrecision("to_value").notNull(),
    /** A stock's abnormal return (a fraction) against `benchmark`, its σ and z; null for a market. */
    abnormalReturn: doublePrecision("abnormal_return"),
    benchmark: text("benchmark"),
    sigma: doublePrecision("sigma"),
    zScore: doublePrecision("z_score"),
    /** Whose prices: Yahoo's or the replay paths' (simulated) for a stock; the platforms' or the replay set's for a market. */
    priceSource: text("price_source", { enum: ["live", "replay"] }).notNull(),
    detectedAt: timestamp("detected_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("moves_subject_end_idx").on(table.subject, table.endsAt),
    // The strip reads the newest moves; a market's row reads its own.
    index("moves_ends_at_idx").on(table.endsAt),
    index("moves_market_idx").on(table.marketId, table.endsAt),
    check("moves_kind", sql`${table.kind} in ('stock', 'market')`),
  ],
);

/** The stories of the window before a move that may explain it, ranked (core's rankMoveStories), with the evidence for each. */
export const moveStories = pgTable(
  "move_stories",
  {
    moveId: bigint("move_id", { mode: "number" })
      .notNull()
      .references(() => moves.id, { onDelete: "cascade" }),
    articleId: bigint("article_id", { mode: "number" })
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    rank: integer("rank").notNull(),
    score: doublePrecision("score").notNull(),
    /** [{ kind, detail }]: why this story may explain the move. */
    evidence: jsonb("evidence").$type<{ kind: string; detail: string }[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.moveId, table.articleId] })],
);
