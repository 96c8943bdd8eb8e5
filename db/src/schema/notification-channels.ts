import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./users";

export const notificationChannels = pgTable(
  "notification_channels",
  {
    id: id(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channelName: text("channel_name").notNull(),
    type: text("type", { enum: ["email", "webhook", "telegram"] }).notNull(),
    email: text("email"),
    endpoint: text("endpoint"),
    channelKey: text("channel_key"),
    telegramChatId: text("telegram_chat_id"),
    /** Standard Webhooks signing secret (whsec_...), for webhook channels, sealed with APP_SECRET. */
    signingSecret: text("signing_secret"),
    /** When Telegram said the bot was blocked or removed from the chat; deliveries stop until it is bound again. */
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
    /** The last "Send test": when, whether it got through, and what the far end said (or what failed). */
    lastTestAt: timestamp("last_test_at", { withTimezone: true }),
    lastTestOk: boolean("last_test_ok"),
    lastTestResult: text("last_test_result"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("notification_channels_type_check", sql`${table.type} in ('email', 'webhook', 'telegram')`),
    index("notification_channels_user_idx").on(table.userId),
    uniqueIndex("notification_channels_channel_key_key").on(table.channelKey),
  ],
);
