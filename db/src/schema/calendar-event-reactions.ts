import { sql } from "drizzle-orm";
import { bigint, check, doublePrecision, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { calendarOutcomes, releaseAssets, releaseReactionHorizons, surpriseSizes } from "@tradewire/core/schemas/calendar";
import { calendarEvents } from "./calendar-events";

/**
 * What a released calendar event did to the instruments that answer it, per horizon after its time (issue 30): a macro
 * release's stock index fund, Treasuries and the dollar, each by its own return in its own standard deviations; an
 * earnings report's company against its benchmark, as a story's ticker. Written once, when the horizon closes, by
 * measure-reactions, with the release's outcome and surprise size as first printed: what the market reacted to.
 */
export const calendarEventReactions = pgTable(
  "calendar_event_reactions",
  {
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => calendarEvents.id, { onDelete: "cascade" }),
    symbol: text("symbol").notNull(),
    horizon: text("horizon", { enum: releaseReactionHorizons }).notNull(),
    asset: text("asset", { enum: releaseAssets }).notNull(),
    /** The company's benchmark; null for a fund measured on its own return. */
    benchmark: text("benchmark"),
    /** Whose prices: Yahoo's, or the replay paths (simulated; the scorecard says so). */
    priceSource: text("price_source", { enum: ["yahoo", "replay"] }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The symbol's simple return over the span. */
    symbolReturn: doublePrecision("symbol_return").notNull(),
    /** Earnings only: the benchmark's return and the abnormal return (the company's less it). */
    benchmarkReturn: doublePrecision("benchmark_return"),
    abnormalReturn: doublePrecision("abnormal_return"),
    /** σ of the measured figure (the abnormal return, else the return) in the estimation window; null with too few returns. */
    sigma: doublePrecision("sigma"),
    zScore: doublePrecision("z_score"),
    /** Beat, miss or in line as released; null when the actual or the consensus is not a number. */
    outcome: text("outcome", { enum: calendarOutcomes }),
    surpriseSize: text("surprise_size", { enum: surpriseSizes }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.symbol, table.horizon] }),
    check("calendar_event_reactions_horizon", sql`${table.horizon} in ('5m', '30m')`),
    check("calendar_event_reactions_asset", sql`${table.asset} in ('index', 'treasuries', 'dollar', 'company')`),
  ],
);
