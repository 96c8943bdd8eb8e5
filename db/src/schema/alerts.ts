import { bigint, boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, textList, updatedAt } from "./columns";
import { notificationChannels } from "./notification-channels";
import { users } from "./users";

export const alerts = pgTable(
  "alerts",
  {
    id: id(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channelId: bigint("channel_id", { mode: "number" }).references(() => notificationChannels.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    includeTags: textList("include_tags"),
    excludeTags: textList("exclude_tags"),
    active: boolean("active").notNull().default(true),
    conditions: textList("conditions"),
    description: text("description"),
    marketAlertType: text("market_alert_type"),
    volumeThreshold: bigint("volume_threshold", { mode: "number" }),
    lastTriggered: timestamp("last_triggered", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("alerts_user_idx").on(table.userId)],
);
