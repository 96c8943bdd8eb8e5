import { doublePrecision, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/**
 * The latest quote of each ticker recent stories name, as refresh-quotes last published it: the feed shows each
 * story's move since it broke from these, and a run pushes only the quotes that changed.
 */
export const tickerQuotes = pgTable("ticker_quotes", {
  symbol: text("symbol").primaryKey(),
  price: doublePrecision("price").notNull(),
  previousClose: doublePrecision("previous_close"),
  /** The start of the bar whose close is the price. */
  asOf: timestamp("as_of", { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});
