import { bigint, boolean, doublePrecision, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
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
    /** Order of appearance in the story: the first named ticker is the one visitors see. */
    position: integer("position").notNull().default(0),
    /** The ticker's last price when the story broke (the close of the last bar finished by then): set once, by refresh-quotes. */
    priceAtStory: doublePrecision("price_at_story"),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.tickerId] }),
    // The feed's ticker filter: the stories naming a ticker, without reading every link.
    index("article_tickers_ticker_idx").on(table.tickerId, table.articleId),
  ],
);
