import { newYorkDay } from "../trading-calendar";
import type { CalendarSnapshot } from "./calendar-snapshot";

const DAY_MS = 86_400_000;
/** How far a release may move and still be the same release (a shutdown postponed US CPI by three weeks in 2025). */
export const POSTPONEMENT_WINDOW_DAYS = 31;

/** An event as stored, as far as reconciling reads it. */
export interface StoredCalendarEvent {
  id: number;
  source: string;
  series: string;
  occurrence: number;
  scheduledAt: Date;
  consensus: string | null;
  previous: string | null;
  previousBeforeRevision: string | null;
  actual: string | null;
  postponedFrom: Date | null;
}

/** A snapshot to store as new, with its occurrence among its series' events of its day. */
export interface CalendarInsert {
  snapshot: CalendarSnapshot;
  occurrence: number;
}

/** What changed of a stored event, and why it matters to a trader. */
export interface CalendarUpdate {
  id: number;
  snapshot: CalendarSnapshot;
  occurrence: number;
  /** The actual arrived with this fetch. */
  released: boolean;
  /** The previous value differs from the one stored: the one before revision, to keep. */
  previousBeforeRevision: string | null;
  /** The event moved later: when it was first scheduled. */
  postponedFrom: Date | null;
}

export interface CalendarReconciliation {
  inserts: CalendarInsert[];
  /** Only the events something changed of. */
  updates: CalendarUpdate[];
}

const dayKey = (series: string, day: string) => `${series}\u0000${day}`;

/** The snapshots of one fetch, each with its occurrence: the n-th of its series on its New York day, in the source's order. */
function withOccurrences(snapshots: readonly CalendarSnapshot[]): { snapshot: CalendarSnapshot; day: string; occurrence: number }[] {
  const counts = new Map<string, number>();
  return snapshots.map((snapshot) => {
    const day = newYorkDay(snapshot.scheduledAt.getTime());
    const key = dayKey(`${snapshot.source}|${snapshot.series}`, day);
    const occurrence = counts.get(key) ?? 0;
    counts.set(key, occurrence + 1);
    return { snapshot, day, occurrence };
  });
}

const changed = (stored: StoredCalendarEvent, snapshot: CalendarSnapshot, occurrence: number) =>
  stored.scheduledAt.getTime() !== snapshot.scheduledAt.getTime() ||
  stored.occurrence !== occurrence ||
  stored.consensus !== snapshot.consensus ||
  stored.previous !== snapshot.previous ||
  stored.actual !== snapshot.actual;

/**
 * Matches one fetch of whole New York days (`days`) against the stored events of around them, and says what to insert
 * and what to update. A fetched event is the stored one of its series, day and occurrence; failing that, it is a stored
 * event of its series not yet released that this fetch no longer lists on its own day (which was fetched) within
 * POSTPONEMENT_WINDOW_DAYS: the source moved it. A stored event the fetch does not list is kept as it was. An actual
 * that arrives releases the event; a previous value that changes keeps the first one as before revision; a figure the
 * fetch lacks keeps the stored one.
 */
export function reconcileCalendar(stored: readonly StoredCalendarEvent[], fetched: readonly CalendarSnapshot[], days: readonly string[]): CalendarReconciliation {
  const fetchedDays = new Set(days);
  const items = withOccurrences(fetched);
  const listed = new Set(items.map(({ snapshot, day }) => dayKey(`${snapshot.source}|${snapshot.series}`, day)));
  const byKey = new Map<string, StoredCalendarEvent>();
  for (const event of stored) byKey.set(`${dayKey(`${event.source}|${event.series}`, newYorkDay(event.scheduledAt.getTime()))}\u0000${event.occurrence}`, event);

  const claimed = new Set<number>();
  const inserts: CalendarInsert[] = [];
  const updates: CalendarUpdate[] = [];

  const movedFrom = (snapshot: CalendarSnapshot): StoredCalendarEvent | undefined =>
    stored
      .filter((event) => {
        if (claimed.has(event.id) || event.source !== snapshot.source || event.series !== snapshot.series || event.actual !== null) return false;
        const day = newYorkDay(event.scheduledAt.getTime());
        // Only a day this fetch covered can be said to no longer list it.
        if (!fetchedDays.has(day) || listed.has(dayKey(`${event.source}|${event.series}`, day))) return false;
        return Math.abs(event.scheduledAt.getTime() - snapshot.scheduledAt.getTime()) <= POSTPONEMENT_WINDOW_DAYS * DAY_MS;
      })
      .sort((a, b) => Math.abs(a.scheduledAt.getTime() - snapshot.scheduledAt.getTime()) - Math.abs(b.scheduledAt.getTime() - snapshot.scheduledAt.getTime()))[0];

  const exact = items.map((item) => {
    const match = byKey.get(`${dayKey(`${item.snapshot.source}|${item.snapshot.series}`, item.day)}\u0000${item.occurrence}`);
    if (match) claimed.add(match.id);
    return match;
  });

  items.forEach(({ snapshot: fetchedSnapshot, occurrence }, index) => {
    const match = exact[index] ?? movedFrom(fetchedSnapshot);
    if (!match) {
      inserts.push({ snapshot: fetchedSnapshot, occurrence });
      return;
    }
    claimed.add(match.id);
    // A figure the source no longer shows is kept: nothing stored is lost.
    const snapshot = {
      ...fetchedSnapshot,
      consensus: fetchedSnapshot.consensus ?? match.consensus,
      previous: fetchedSnapshot.previous ?? match.previous,
      actual: fetchedSnapshot.actual ?? match.actual,
    };
    if (!changed(match, snapshot, occurrence)) return;
    const revised = match.previous !== null && snapshot.previous !== null && match.previous !== snapshot.previous;
    const later = snapshot.scheduledAt.getTime() > match.scheduledAt.getTime();
    updates.push({
      id: match.id,
      snapshot,
      occurrence,
      released: match.actual === null && snapshot.actual !== null,
      previousBeforeRevision: match.previousBeforeRevision ?? (revised ? match.previous : null),
      postponedFrom: match.postponedFrom ?? (later ? match.scheduledAt : null),
    });
  });
  return { inserts, updates };
}
