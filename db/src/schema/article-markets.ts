import { bigint, doublePrecision, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { articles } from "./articles";
import { predictionMarkets } from "./prediction-markets";

/**
 * Who linked a market to a story: its source (the replay set names them), the similarity linker, or an
 * editor. Only a story whose links are all the linker's is re-linked when new markets arrive, so an
 * editor's choice is never undone by a machine.
 */
export const marketLinkOrigins = ["source", "similarity", "editor"] as const;
export type MarketLinkOrigin = (typeof marketLinkOrigins)[number];

export const articleMarkets = pgTable(
  "article_markets",
  {
    articleId: bigint("article_id", { mode: "number" })
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    marketId: bigint("market_id", { mode: "number" })
      .notNull()
      .references(() => predictionMarkets.id, { onDelete: "cascade" }),
    origin: text("origin", { enum: marketLinkOrigins }).notNull().default("source"),
    /** The linker's score, for links it made; the best first when a story shows them. */
    score: doublePrecision("score"),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.marketId] })],
);
