import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { calendarKinds, calendarSources, earningsTimings } from "@tradewire/core/schemas/calendar";
import { impacts } from "@tradewire/core/wire-constants";
import { createdAt, id, updatedAt } from "./columns";

/**
 * A scheduled release, decision or earnings report (issue 30), kept as poll-calendar last saw it: figures are the source's
 * text. An event is never deleted when a fetch no longer lists it (it may have been cancelled or moved beyond the window).
 */
export const calendarEvents = pgTable(
  "calendar_events",
  {
    id: id(),
    source: text("source", { enum: calendarSources }).notNull(),
    kind: text("kind", { enum: calendarKinds }).notNull(),
    /** "US|CPI y/y" or "NVDA|Sep/2026" (core's CalendarSnapshot). */
    series: text("series").notNull(),
    /** The n-th event of its series on its day (a source may list "CPI" twice at 05:00: m/m and y/y). */
    occurrence: integer("occurrence").notNull().default(0),
    title: text("title").notNull(),
    country: text("country").notNull(),
    countryName: text("country_name").notNull(),
    ticker: text("ticker"),
    company: text("company"),
    importance: text("importance", { enum: impacts }).notNull(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    allDay: boolean("all_day").notNull().default(false),
    timing: text("timing", { enum: earningsTimings }),
    period: text("period"),
    consensus: text("consensus"),
    previous: text("previous"),
    /** The previous value before the source revised it (the first one seen). */
    previousBeforeRevision: text("previous_before_revision"),
    actual: text("actual"),
    /** When the actual was first stored. */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /** The time first seen, when the source later moved the event. */
    postponedFrom: timestamp("postponed_from", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("calendar_events_identity_idx").on(table.source, table.series, table.scheduledAt, table.occurrence),
    index("calendar_events_scheduled_idx").on(table.scheduledAt),
    check("calendar_events_kind", sql`${table.kind} in ('macro', 'earnings')`),
  ],
);
