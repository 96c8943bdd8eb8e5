import type { CalendarEvent, CalendarEventReaction, CalendarEventStory } from "@tradewire/core";
import { outcomeOf, surpriseOf } from "@tradewire/core/domain/calendar/calendar-figures";
import type { CalendarEventReactionRow } from "../repositories/calendar-event-reactions";
import type { CalendarEventStoryRow } from "../repositories/calendar-event-stories";
import type { CalendarEventRow } from "../repositories/calendar-events";

/** One measured reaction of a released event on the wire. */
export function presentCalendarEventReaction(row: CalendarEventReactionRow): CalendarEventReaction {
  return {
    symbol: row.symbol,
    horizon: row.horizon,
    return: row.symbolReturn,
    benchmark: row.benchmark,
    abnormal_return: row.abnormalReturn,
    z_score: row.zScore,
    prices: row.priceSource === "yahoo" ? "live" : "replay",
  };
}

/** A story that speaks of an event, as the event carries it. */
export function presentCalendarEventStory(row: CalendarEventStoryRow): CalendarEventStory {
  return { id: String(row.id), title: row.title, url: row.url, source: row.source, date_published: row.datePublished.toISOString() };
}

/**
 * A stored calendar event as the API and the `calendar.released` push send it, with the surprise worked out and the
 * reactions and stories read with it (withCalendarReactions, withCalendarStories); an event read without them has none.
 */
export function presentCalendarEvent(
  row: CalendarEventRow & { reactions?: readonly CalendarEventReactionRow[]; stories?: readonly CalendarEventStoryRow[] },
): CalendarEvent {
  return {
    id: String(row.id),
    kind: row.kind,
    title: row.title,
    country: row.country,
    country_name: row.countryName,
    ticker: row.ticker,
    company: row.company,
    importance: row.importance,
    scheduled_at: row.scheduledAt.toISOString(),
    all_day: row.allDay,
    timing: row.timing,
    period: row.period,
    consensus: row.consensus,
    previous: row.previous,
    previous_before_revision: row.previousBeforeRevision,
    actual: row.actual,
    released_at: row.releasedAt?.toISOString() ?? null,
    surprise: surpriseOf(row.actual, row.consensus),
    outcome: outcomeOf(row.title, row.actual, row.consensus),
    postponed_from: row.postponedFrom?.toISOString() ?? null,
    source: row.source,
    reactions: (row.reactions ?? []).map(presentCalendarEventReaction),
    stories: (row.stories ?? []).map(presentCalendarEventStory),
  };
}
