import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The last built world report per range ('1mo', '3mo', '1y'), written by the `build-world-report` job and
 * served as is by `GET /report/world`, so a read never waits on the price provider.
 */
export const worldReports = pgTable("world_reports", {
  range: text("range").primaryKey(),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
  builtAt: timestamp("built_at", { withTimezone: true }).notNull().defaultNow(),
});
