import { and, asc, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { releaseAssets, releaseReactionHorizons } from "@tradewire/core/schemas/calendar";
import type { Database } from "../client";
import { calendarEventReactions, calendarEvents } from "../schema/index";
import { type CalendarEventStoryRow, withCalendarStories } from "./calendar-event-stories";
import type { CalendarEventRow } from "./calendar-events";

export type CalendarEventReactionRow = typeof calendarEventReactions.$inferSelect;
export type CalendarEventReactionRecord = typeof calendarEventReactions.$inferInsert;

/** The most reactions an event can have: a US release's three funds over two horizons. */
const MOST_REACTIONS = 3 * releaseReactionHorizons.length;

/** A released event whose reactions may not all be measured yet. */
export interface ReleaseAwaitingReactions {
  id: number;
  kind: CalendarEventRow["kind"];
  source: CalendarEventRow["source"];
  country: string;
  countryName: string;
  ticker: string | null;
  title: string;
  scheduledAt: Date;
  allDay: boolean;
  timing: CalendarEventRow["timing"];
  actual: string;
  consensus: string | null;
  /** The reactions already stored, as "SYMBOL|horizon". */
  measured: string[];
}

/**
 * The events released and scheduled since `since` that may still lack a reaction, soonest first, at most `limit`: not
 * those whose reactions cannot be placed (a macro release without a time, earnings without a before- or after-the-bell
 * timing; core's releaseReactionStart) nor those with every reaction an event can have. Which instruments an event
 * wants is core's to say (releaseInstruments), so one with fewer comes back until the window passes it: a few rows, no bars.
 */
export async function releasesAwaitingReactions(db: Database, { since, limit }: { since: Date; limit: number }): Promise<ReleaseAwaitingReactions[]> {
  const measured = sql<string[]>`coalesce((select array_agg(${calendarEventReactions.symbol} || '|' || ${calendarEventReactions.horizon})
    from ${calendarEventReactions} where ${calendarEventReactions.eventId} = ${calendarEvents.id}), '{}')`;
  const rows = await db
    .select({
      id: calendarEvents.id,
      kind: calendarEvents.kind,
      source: calendarEvents.source,
      country: calendarEvents.country,
      countryName: calendarEvents.countryName,
      ticker: calendarEvents.ticker,
      title: calendarEvents.title,
      scheduledAt: calendarEvents.scheduledAt,
      allDay: calendarEvents.allDay,
      timing: calendarEvents.timing,
      actual: sql<string>`${calendarEvents.actual}`,
      consensus: calendarEvents.consensus,
      measured,
    })
    .from(calendarEvents)
    .where(
      and(
        gte(calendarEvents.scheduledAt, since),
        isNotNull(calendarEvents.actual),
        sql`(not ${calendarEvents.allDay} or (${calendarEvents.kind} = 'earnings' and ${calendarEvents.timing} in ('before_open', 'after_close')))`,
        sql`(select count(*) from ${calendarEventReactions} where ${calendarEventReactions.eventId} = ${calendarEvents.id}) < ${MOST_REACTIONS}`,
      ),
    )
    .orderBy(asc(calendarEvents.scheduledAt), asc(calendarEvents.id))
    .limit(limit);
  // Both drivers: a text[] may come back as an array or in Postgres' {a,b} text form.
  return rows.map((row) => ({ ...row, measured: arrayOf(row.measured) }));
}

const arrayOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : String(value).replace(/^\{|\}$/g, "").split(",").filter(Boolean).map((each) => each.replace(/^"|"$/g, ""));

/** Stores measured reactions; one already stored for the same event, symbol and horizon is kept (a horizon closes once). */
export async function storeCalendarEventReactions(db: Database, reactions: readonly CalendarEventReactionRecord[]): Promise<void> {
  if (!reactions.length) return;
  await db.insert(calendarEventReactions).values([...reactions]).onConflictDoNothing();
}

/** The stored events of these ids, whole (their reactions and stories read with them): what a push after new reactions sends. */
export async function findCalendarEventsWithReactions(
  db: Database,
  ids: readonly number[],
): Promise<(CalendarEventRow & { reactions: CalendarEventReactionRow[]; stories: CalendarEventStoryRow[] })[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(inArray(calendarEvents.id, [...ids]))
    .orderBy(asc(calendarEvents.scheduledAt), asc(calendarEvents.id));
  return withCalendarStories(db, await withCalendarReactions(db, rows));
}

const assetOrder = (row: CalendarEventReactionRow) => releaseAssets.indexOf(row.asset);
const horizonOrder = (row: CalendarEventReactionRow) => releaseReactionHorizons.indexOf(row.horizon);

/**
 * The events with their reactions, in one query for all of them: each event's index fund, Treasuries, dollar or
 * company in that order, 5 minutes before 30 for each.
 */
export async function withCalendarReactions<T extends { id: number }>(db: Database, events: readonly T[]): Promise<(T & { reactions: CalendarEventReactionRow[] })[]> {
  if (!events.length) return [];
  const rows = await db
    .select()
    .from(calendarEventReactions)
    .where(
      inArray(
        calendarEventReactions.eventId,
        events.map((event) => event.id),
      ),
    );
  const byEvent = new Map<number, CalendarEventReactionRow[]>();
  for (const row of rows.sort((a, b) => assetOrder(a) - assetOrder(b) || a.symbol.localeCompare(b.symbol) || horizonOrder(a) - horizonOrder(b))) {
    byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
  }
  return events.map((event) => ({ ...event, reactions: byEvent.get(event.id) ?? [] }));
}
