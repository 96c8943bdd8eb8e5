import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { alerts } from "./alerts";
import { createdAt, id } from "./columns";
import { notificationChannels } from "./notification-channels";
import { users } from "./users";

/** The delivery log: one row per notification sent (or tried) to a channel. */
export const deliveries = pgTable(
  "deliveries",
  {
    id: id(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    alertId: bigint("alert_id", { mode: "number" }).references(() => alerts.id, { onDelete: "set null" }),
    channelId: bigint("channel_id", { mode: "number" }).references(() => notificationChannels.id, {
      onDelete: "set null",
    }),
    channelType: text("channel_type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check("deliveries_status_check", sql`${table.status} in ('pending', 'sent', 'failed')`),
    index("deliveries_user_idx").on(table.userId, table.createdAt.desc()),
  ],
);
