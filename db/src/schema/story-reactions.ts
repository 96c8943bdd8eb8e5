import { sql } from "drizzle-orm";
import { bigint, check, doublePrecision, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { reactionHorizons } from "@tradewire/core/wire-constants";
import { articles } from "./articles";
import { tickers } from "./tickers";

/**
 * What a story did to the price of each ticker it names, per horizon after it broke: the ticker's return, its
 * benchmark's over the same span, the abnormal return between them and its size in the ticker's own standard
 * deviations (core's measureReaction). Written once, when the horizon closes, by measure-reactions.
 */
export const storyReactions = pgTable(
  "story_reactions",
  {
    articleId: bigint("article_id", { mode: "number" })
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    tickerId: bigint("ticker_id", { mode: "number" })
      .notNull()
      .references(() => tickers.id, { onDelete: "cascade" }),
    horizon: text("horizon", { enum: reactionHorizons }).notNull(),
    benchmark: text("benchmark").notNull(),
    /** Whose prices: Yahoo's, or the replay paths (simulated; the scorecard says so). */
    priceSource: text("price_source", { enum: ["yahoo", "replay"] }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    stockReturn: doublePrecision("stock_return").notNull(),
    benchmarkReturn: doublePrecision("benchmark_return").notNull(),
    abnormalReturn: doublePrecision("abnormal_return").notNull(),
    /** Null when the estimation window held too few returns to say. */
    sigma: doublePrecision("sigma"),
    zScore: doublePrecision("z_score"),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.tickerId, table.horizon] }),
    check("story_reactions_horizon", sql`${table.horizon} in ('5m', '30m', '1d')`),
    // The scorecard reads every reaction of a horizon.
    index("story_reactions_horizon_idx").on(table.horizon),
  ],
);
