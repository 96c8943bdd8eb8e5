import { bigint, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { articles } from "./articles";
import { predictionMarkets } from "./prediction-markets";

export const articleMarkets = pgTable(
  "article_markets",
  {
    articleId: bigint("article_id", { mode: "number" })
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    marketId: bigint("market_id", { mode: "number" })
      .notNull()
      .references(() => predictionMarkets.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.marketId] })],
);
