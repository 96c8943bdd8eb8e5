import {
  calendarEventsForStory,
  storeCalendarStoryLinks,
  storiesForCalendarMatching,
  type CalendarEventRow,
  type CalendarStoryLink,
  type Database,
  type StoredMatchableStory,
} from "@tradewire/db";
import { matchCalendarStory, storyWindowOf, type MatchableCalendarEvent } from "@tradewire/core/domain/calendar/match-calendar-story";

/** A stored event as the story matcher reads it. */
const matchableEventOf = (row: CalendarEventRow): MatchableCalendarEvent => ({
  kind: row.kind,
  title: row.title,
  country: row.country,
  countryName: row.countryName,
  ticker: row.ticker,
  company: row.company,
  scheduledAt: row.scheduledAt.getTime(),
  allDay: row.allDay,
});

function linksBetween(events: readonly CalendarEventRow[], stories: readonly StoredMatchableStory[]): CalendarStoryLink[] {
  const links: CalendarStoryLink[] = [];
  for (const row of events) {
    const event = matchableEventOf(row);
    for (const story of stories) {
      const match = matchCalendarStory(event, story);
      if (match) links.push({ eventId: row.id, articleId: story.id, score: match.score, evidence: match.evidence });
    }
  }
  return links;
}

/**
 * A story that has just arrived, linked to the events it speaks of among those scheduled within reach of its time: two
 * queries, the events read and the links stored. Answers the events that gained it.
 */
export async function linkStoryToCalendar(db: Database, story: StoredMatchableStory): Promise<CalendarEventRow[]> {
  const events = await calendarEventsForStory(db, story);
  const linked = new Set(await storeCalendarStoryLinks(db, linksBetween(events, [story])));
  return events.filter((event) => linked.has(event.id));
}

/**
 * Events a poll has just stored or released, linked to the stories of their windows that arrived before them: two
 * queries however many events, the stories of the windows together read and the links stored. Answers the ids of the
 * events that gained a story.
 */
export async function linkCalendarEventsToStories(db: Database, events: readonly CalendarEventRow[]): Promise<number[]> {
  if (!events.length) return [];
  const windows = events.map((event) => storyWindowOf(matchableEventOf(event)));
  const from = new Date(Math.min(...windows.map((window) => window.from)));
  const to = new Date(Math.max(...windows.map((window) => window.to)));
  const stories = await storiesForCalendarMatching(db, { from, to });
  return storeCalendarStoryLinks(db, linksBetween(events, stories));
}
