import { applyCalendarReconciliation, calendarEventsAround, findCalendarEvents, presentCalendarEvent, withCalendarStories, type CalendarEventRow, type Database } from "@tradewire/db";
import type { CalendarEvent, CalendarSnapshot, Publish } from "@tradewire/core";
import { storyWindowOf } from "@tradewire/core/domain/calendar/match-calendar-story";
import { POSTPONEMENT_WINDOW_DAYS, reconcileCalendar, type CalendarReconciliation } from "@tradewire/core/domain/calendar/reconcile-calendar";
import { newYorkDay, newYorkWallClock, shiftDay } from "@tradewire/core/domain/trading-calendar";
import { linkCalendarEventsToStories } from "./link-calendar-stories";

/** A calendar source: Nasdaq's calendars or the replay week, read a New York day at a time. */
export interface CalendarReader {
  fetchDays(days: readonly string[]): Promise<CalendarSnapshot[]>;
}

/** The days a full read covers: yesterday (late actuals, revisions) to a week ahead, in New York. */
export function calendarWindow(now: Date): string[] {
  const today = newYorkDay(now.getTime());
  return Array.from({ length: 9 }, (_, index) => shiftDay(today, index - 1));
}

export interface CalendarPollResult {
  seen: number;
  inserted: number;
  updated: number;
  released: CalendarEvent[];
}

/** The events just inserted whose stories' window has begun (a day already past, a release listed late): as stored. */
async function insertedWithStoriesDue(db: Database, inserts: CalendarReconciliation["inserts"], now: Date): Promise<CalendarEventRow[]> {
  const due = inserts.filter(({ snapshot }) => storyWindowOf({ ...snapshot, scheduledAt: snapshot.scheduledAt.getTime() }).from <= now.getTime());
  if (!due.length) return [];
  const identity = (source: string, series: string, scheduledAt: Date, occurrence: number) => `${source}|${series}|${scheduledAt.getTime()}|${occurrence}`;
  const wanted = new Set(due.map(({ snapshot, occurrence }) => identity(snapshot.source, snapshot.series, snapshot.scheduledAt, occurrence)));
  const times = due.map(({ snapshot }) => snapshot.scheduledAt.getTime());
  const stored = await findCalendarEvents(db, { from: new Date(Math.min(...times)), to: new Date(Math.max(...times) + 1) });
  return stored.filter((row) => wanted.has(identity(row.source, row.series, row.scheduledAt, row.occurrence)));
}

/**
 * Reads `days` from the source, reconciles them with what is stored (core's reconcileCalendar: releases, revisions,
 * postponements), links the events released or first seen to the stories already stored that speak of them, and
 * publishes `calendar.released` for each actual that arrived, with its stories.
 */
export async function pollCalendarDays({ db, reader, days, publish, now = new Date() }: { db: Database; reader: CalendarReader; days: readonly string[]; publish: Publish; now?: Date }): Promise<CalendarPollResult> {
  const snapshots = await reader.fetchDays(days);
  const sorted = [...days].sort();
  const from = new Date(newYorkWallClock(sorted[0]!, 0));
  const to = new Date(newYorkWallClock(shiftDay(sorted.at(-1)!, 1), 0));
  const stored = await calendarEventsAround(db, { from, to, windowDays: POSTPONEMENT_WINDOW_DAYS });
  const reconciliation = reconcileCalendar(stored, snapshots, days);
  const releasedRows = await applyCalendarReconciliation(db, reconciliation, now);
  // The stories that arrived before: those of a release's first minutes, and those of an event first seen after its window began.
  await linkCalendarEventsToStories(db, [...releasedRows, ...(await insertedWithStoriesDue(db, reconciliation.inserts, now))]);
  const released = (await withCalendarStories(db, releasedRows)).map((row) => presentCalendarEvent(row));
  for (const event of released) await publish("calendar.released", event);
  return { seen: snapshots.length, inserted: reconciliation.inserts.length, updated: reconciliation.updates.length, released };
}
