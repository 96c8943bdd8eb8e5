import { bigint, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { predictionMarkets } from "./prediction-markets";
import { users } from "./users";

export const watchlistEntries = pgTable(
  "watchlist_entries",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    marketId: bigint("market_id", { mode: "number" })
      .notNull()
      .references(() => predictionMarkets.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.marketId] })],
);
