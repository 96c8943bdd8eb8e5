import { bigint, doublePrecision, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { predictionMarkets } from "./prediction-markets";

/**
 * The price history of a market's Yes outcome (its probability), as the platform reports it: one row per
 * point. Kept only for markets someone looks at (linked to a story, or on a watchlist).
 */
export const marketPricePoints = pgTable(
  "market_price_points",
  {
    marketId: bigint("market_id", { mode: "number" })
      .notNull()
      .references(() => predictionMarkets.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** 0..1 */
    price: doublePrecision("price").notNull(),
  },
  (table) => [primaryKey({ columns: [table.marketId, table.at] })],
);
