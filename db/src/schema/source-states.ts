import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Per-source polling state and health: conditional-GET validators, backoff and counters. */
export const sourceStates = pgTable("source_states", {
  sourceId: text("source_id").primaryKey(),
  etag: text("etag"),
  lastModified: text("last_modified"),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  lastError: text("last_error"),
  consecutiveFailures: integer("consecutive_failures").notNull().default(0),
  itemsSeen: integer("items_seen").notNull().default(0),
  itemsNew: integer("items_new").notNull().default(0),
  nextPollAt: timestamp("next_poll_at", { withTimezone: true }).notNull().defaultNow(),
});
