import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text } from "drizzle-orm/pg-core";
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
    /** Standard Webhooks signing secret (whsec_...), for webhook channels. */
    signingSecret: text("signing_secret"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("notification_channels_type_check", sql`${table.type} in ('email', 'webhook', 'telegram')`),
    index("notification_channels_user_idx").on(table.userId),
  ],
);
