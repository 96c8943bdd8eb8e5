import { bigint, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/** A member's own ticker list ("My tickers"): each symbol once, read and written by its owner alone. */
export const userTickers = pgTable(
  "user_tickers",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    symbol: text("symbol").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.symbol] }), index("user_tickers_symbol_idx").on(table.symbol)],
);
