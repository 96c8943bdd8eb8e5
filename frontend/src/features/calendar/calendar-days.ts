import type { CalendarEvent } from "@tradewire/core";
import { formatterFor } from "../../format/formatter-for";

/** Where the calendar's days begin and end (the API's `from` and `to`), and where a day-only event's day is. */
export const NEW_YORK = "America/New_York";

/** The day (YYYY-MM-DD) a moment falls on in a zone; on the viewer's own clock without one. */
export function dayKeyOf(instant: string | number | Date, timeZone: string | undefined): string {
  const parts = formatterFor("dayParts", timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * The day an event is on for the reader: a timed event's falls where its time does in the reader's zone; a day-only
 * event keeps its New York day (its `scheduled_at` is that day's start there, which is the evening before in California).
 */
export function eventDayKey(event: Pick<CalendarEvent, "scheduled_at" | "all_day">, timeZone: string | undefined): string {
  return dayKeyOf(event.scheduled_at, event.all_day ? NEW_YORK : timeZone);
}

/** The day after a day key. */
export function nextDayKey(key: string): string {
  const day = new Date(`${key}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A day's heading: "Today · Fri 27 Nov", "Tomorrow · Sat 28 Nov", then "Mon 30 Nov". */
export function dayLabel(key: string, todayKey: string): string {
  const date = formatterFor("weekdayDayMonth", "UTC").format(new Date(`${key}T12:00:00Z`)).replace(",", "");
  if (key === todayKey) return `Today · ${date}`;
  if (key === nextDayKey(todayKey)) return `Tomorrow · ${date}`;
  return date;
}

/**
 * Where an event stands in its day: companies reporting before the open and day-only events first, timed events by
 * their time, companies reporting after the close last.
 */
function slotOf(event: CalendarEvent): number {
  if (!event.all_day) return 2;
  if (event.timing === "before_open") return 0;
  return event.timing === "after_close" ? 3 : 1;
}

const inDayOrder = (a: CalendarEvent, b: CalendarEvent) =>
  slotOf(a) - slotOf(b) || Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at) || a.title.localeCompare(b.title);

export interface CalendarDay {
  key: string;
  label: string;
  today: boolean;
  events: CalendarEvent[];
}

/** The events by the reader's day, earliest day first, each day in its order (slotOf). Days without events are left out. */
export function groupByDay(events: readonly CalendarEvent[], timeZone: string | undefined, now: number): CalendarDay[] {
  const todayKey = dayKeyOf(now, timeZone);
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const key = eventDayKey(event, timeZone);
    const day = byDay.get(key);
    if (day) day.push(event);
    else byDay.set(key, [event]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, dayEvents]) => ({ key, label: dayLabel(key, todayKey), today: key === todayKey, events: dayEvents.sort(inDayOrder) }));
}
