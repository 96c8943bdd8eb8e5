import { bigint, boolean, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, textList, updatedAt } from "./columns";
import { notificationChannels } from "./notification-channels";
import { users } from "./users";
import { alertPausers, alertTypes, impacts, marketAlertTypes, moveDirections } from "@tradewire/core/wire-constants";
import { predictionMarkets } from "./prediction-markets";

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
    type: text("type", { enum: alertTypes }).notNull(),
    includeTags: textList("include_tags"),
    excludeTags: textList("exclude_tags"),
    active: boolean("active").notNull().default(true),
    /** Who paused a paused alert: its owner in the app, a message's stop link, or /stop in its Telegram chat. */
    pausedBy: text("paused_by", { enum: alertPausers }),
    conditions: textList("conditions"),
    description: text("description"),
    marketAlertType: text("market_alert_type", { enum: marketAlertTypes }),
    volumeThreshold: bigint("volume_threshold", { mode: "number" }),
    /** A market alert may watch one market instead of the markets its tags reach. */
    marketId: bigint("market_id", { mode: "number" }).references(() => predictionMarkets.id, { onDelete: "cascade" }),
    /** probability_move: at least this many percentage points within move_minutes, in move_direction. */
    movePoints: doublePrecision("move_points"),
    moveMinutes: integer("move_minutes"),
    moveDirection: text("move_direction", { enum: moveDirections }),
    /** A stock alert may name tickers: a story must name one of them. */
    tickers: textList("tickers"),
    /** A stock alert's tickers may also meet stories that only relate them (USO on an OPEC+ story). */
    includeRelated: boolean("include_related").notNull().default(false),
    /** A stock alert may ask for words in a story's title or summary, in the search box's syntax. */
    keywords: text("keywords"),
    /** A stock alert may ask for at least this impact, a calendar alert for at least this importance (the same scale). */
    minImpact: text("min_impact", { enum: impacts }),
    /** A calendar alert hears the events of these countries (ISO 3166 codes, "EU" the euro area); none: every country. */
    countries: textList("countries"),
    /** A calendar alert may hear only the earnings of its owner's own tickers (user_tickers). */
    myTickers: boolean("my_tickers").notNull().default(false),
    /** A calendar alert may remind its owner this many minutes before a matching event. */
    remindMinutes: integer("remind_minutes"),
    lastTriggered: timestamp("last_triggered", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("alerts_user_idx").on(table.userId)],
);

/**
 * One row whose version goes up in the same transaction as every change to alerts, so each process's
 * in-memory alert index knows, with one cheap read, when to rebuild: in embedded and scaled mode alike.
 */
export const alertRulesVersion = pgTable("alert_rules_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * The probability moves an alert has fired for and that have not settled back yet: a move is delivered once,
 * and the alert fires again for that market only after the move fell back under its threshold.
 */
export const alertMarketMoves = pgTable(
  "alert_market_moves",
  {
    alertId: bigint("alert_id", { mode: "number" })
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    marketId: bigint("market_id", { mode: "number" })
      .notNull()
      .references(() => predictionMarkets.id, { onDelete: "cascade" }),
    firedAt: timestamp("fired_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.marketId] })],
);
