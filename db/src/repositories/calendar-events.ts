import { and, asc, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import type { CalendarReconciliation, StoredCalendarEvent } from "@tradewire/core/domain/calendar/reconcile-calendar";
import type { CalendarSnapshot } from "@tradewire/core";
import type { Impact } from "@tradewire/core/wire-constants";
import type { Database } from "../client";
import { calendarEvents } from "../schema/index";

const DAY_MS = 86_400_000;

export type CalendarEventRow = typeof calendarEvents.$inferSelect;

/** The stored events a fetch of [from, to) is reconciled against: those of the range and of a postponement window either side. */
export async function calendarEventsAround(db: Database, { from, to, windowDays }: { from: Date; to: Date; windowDays: number }): Promise<StoredCalendarEvent[]> {
  return db
    .select({
      id: calendarEvents.id,
      source: calendarEvents.source,
      series: calendarEvents.series,
      occurrence: calendarEvents.occurrence,
      scheduledAt: calendarEvents.scheduledAt,
      consensus: calendarEvents.consensus,
      previous: calendarEvents.previous,
      previousBeforeRevision: calendarEvents.previousBeforeRevision,
      actual: calendarEvents.actual,
      postponedFrom: calendarEvents.postponedFrom,
    })
    .from(calendarEvents)
    .where(and(gte(calendarEvents.scheduledAt, new Date(from.getTime() - windowDays * DAY_MS)), lt(calendarEvents.scheduledAt, new Date(to.getTime() + windowDays * DAY_MS))));
}

const columnsOf = (snapshot: CalendarSnapshot, occurrence: number) => ({
  source: snapshot.source,
  kind: snapshot.kind,
  series: snapshot.series,
  occurrence,
  title: snapshot.title,
  country: snapshot.country,
  countryName: snapshot.countryName,
  ticker: snapshot.ticker,
  company: snapshot.company,
  importance: snapshot.importance,
  scheduledAt: snapshot.scheduledAt,
  allDay: snapshot.allDay,
  timing: snapshot.timing,
  period: snapshot.period,
  consensus: snapshot.consensus,
  previous: snapshot.previous,
  actual: snapshot.actual,
});

/**
 * Stores what reconcileCalendar decided, in one transaction; answers the events released by it (their actual arrived
 * now), as stored. An event first seen with its actual already out is stored released but not answered: nobody was
 * waiting for it (the first fetch after a start, or a day already past).
 */
export async function applyCalendarReconciliation(db: Database, { inserts, updates }: CalendarReconciliation, now = new Date()): Promise<CalendarEventRow[]> {
  const released = await db.transaction(async (tx) => {
    if (inserts.length) {
      await tx
        .insert(calendarEvents)
        .values(inserts.map(({ snapshot, occurrence }) => ({ ...columnsOf(snapshot, occurrence), releasedAt: snapshot.actual === null ? null : now })))
        // Two workers reconciling the same fetch at once: the second insert of an event is the same event.
        .onConflictDoNothing({ target: [calendarEvents.source, calendarEvents.series, calendarEvents.scheduledAt, calendarEvents.occurrence] });
    }
    const releasedIds: number[] = [];
    for (const update of updates) {
      const [row] = await tx
        .update(calendarEvents)
        .set({
          ...columnsOf(update.snapshot, update.occurrence),
          previousBeforeRevision: update.previousBeforeRevision,
          postponedFrom: update.postponedFrom,
          ...(update.released ? { releasedAt: now } : {}),
          updatedAt: now,
        })
        // Released once: a second worker applying the same release finds it released already.
        .where(update.released ? and(eq(calendarEvents.id, update.id), isNull(calendarEvents.actual)) : eq(calendarEvents.id, update.id))
        .returning({ id: calendarEvents.id });
      if (row && update.released) releasedIds.push(row.id);
    }
    return releasedIds;
  });
  return released.length ? db.select().from(calendarEvents).where(inArray(calendarEvents.id, released)).orderBy(asc(calendarEvents.scheduledAt)) : [];
}

/** The events scheduled in [from, to), soonest first; `importance` keeps those of one importance. */
export async function findCalendarEvents(db: Database, { from, to, importance }: { from: Date; to: Date; importance?: Impact }): Promise<CalendarEventRow[]> {
  return db
    .select()
    .from(calendarEvents)
    .where(and(gte(calendarEvents.scheduledAt, from), lt(calendarEvents.scheduledAt, to), importance ? eq(calendarEvents.importance, importance) : undefined))
    .orderBy(asc(calendarEvents.scheduledAt), asc(calendarEvents.id));
}
