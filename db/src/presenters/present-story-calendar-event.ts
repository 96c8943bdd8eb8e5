import type { StoryCalendarEvent } from "@tradewire/core";
import type { CalendarEventRow } from "../repositories/calendar-events";
import { presentCalendarEvent } from "./present-calendar-event";

/** An event a story speaks of, as the story's details show it: the calendar's own figures, without its reactions and stories. */
export function presentStoryCalendarEvent(row: CalendarEventRow): StoryCalendarEvent {
  const { id, kind, title, country, country_name, ticker, company, importance, scheduled_at, all_day, timing, consensus, previous, actual, released_at, surprise, outcome } =
    presentCalendarEvent(row);
  return { id, kind, title, country, country_name, ticker, company, importance, scheduled_at, all_day, timing, consensus, previous, actual, released_at, surprise, outcome };
}
