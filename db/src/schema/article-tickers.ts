import { bigint, boolean, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { articles } from "./articles";
import { tickers } from "./tickers";

export const articleTickers = pgTable(
  "article_tickers",
  {
    articleId: bigint("article_id", { mode: "number" })
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    tickerId: bigint("ticker_id", { mode: "number" })
      .notNull()
      .references(() => tickers.id, { onDelete: "cascade" }),
    saved: boolean("saved").notNull().default(true),
    /** A macro ticker the story moves without naming it (oil -> USO), kept apart from named ones. */
    related: boolean("related").notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.tickerId] })],
);
