import { bigint, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import { articles } from "./articles";
import { createdAt } from "./columns";

/** One stock-impact report per article; `payload` is the wire shape of spec section 3. */
export const reports = pgTable("reports", {
  articleId: bigint("article_id", { mode: "number" })
    .primaryKey()
    .references(() => articles.id, { onDelete: "cascade" }),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
  lastUpdated: timestamp("last_updated", { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});
