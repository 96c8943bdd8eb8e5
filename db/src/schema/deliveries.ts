import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { DeliveryPayload } from "@tradewire/core/schemas/alerts";
import { deliveryStatuses, type ChannelType } from "@tradewire/core/wire-constants";
import { alerts } from "./alerts";
import { createdAt, id, updatedAt } from "./columns";
import { notificationChannels } from "./notification-channels";
import { users } from "./users";

/**
 * The delivery log: one row per alert, item and channel. Its idempotency key makes a second match of the
 * same item (a duplicated event, a retried job, a second worker) find the row instead of sending again,
 * and a claim (status sending until claimed_until) lets only one worker send it at a time.
 */
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
    channelType: text("channel_type").$type<ChannelType>().notNull(),
    /** alert:item:channel */
    idempotencyKey: text("idempotency_key").notNull(),
    /** What matched, as the notification tells it (article or market). */
    // What to send; written as a DeliveryPayload, parsed with deliveryPayloadSchema where it is read.
    payload: jsonb("payload").$type<DeliveryPayload>().notNull(),
    status: text("status", { enum: deliveryStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("deliveries_status_check", sql`${table.status} in ('queued', 'sending', 'sent', 'retrying', 'failed', 'dead')`),
    index("deliveries_user_idx").on(table.userId, table.createdAt.desc()),
    index("deliveries_alert_idx").on(table.alertId, table.createdAt.desc()),
    index("deliveries_due_idx").on(table.status, table.nextAttemptAt),
    uniqueIndex("deliveries_idempotency_key_key").on(table.idempotencyKey),
  ],
);

/** Emails kept while no SMTP server is configured (SMTP_URL unset): the delivery is logged, not lost. */
export const emailOutbox = pgTable("email_outbox", {
  id: id(),
  deliveryId: bigint("delivery_id", { mode: "number" }).references(() => deliveries.id, { onDelete: "set null" }),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: createdAt(),
});
