import { and, asc, desc, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import { calendarReachOf, type CalendarStoryEvidence, type MatchableStory } from "@tradewire/core/domain/calendar/match-calendar-story";
import { CALENDAR_EVENT_STORIES_MAX } from "@tradewire/core/schemas/calendar";
import type { Database } from "../client";
import { articles, articleTickers, calendarEvents, calendarEventStories, tickers } from "../schema/index";
import type { CalendarEventRow } from "./calendar-events";

/** A link of a story to an event as the matcher made it. */
export interface CalendarStoryLink {
  eventId: number;
  articleId: number;
  score: number;
  evidence: CalendarStoryEvidence[];
}

/** A story as an event carries it: the newest first. */
export interface CalendarEventStoryRow {
  id: number;
  title: string;
  url: string;
  source: string;
  datePublished: Date;
}

/** A stored story as the matcher reads it, with its id. */
export type StoredMatchableStory = MatchableStory & { id: number };

// Qualified by hand: the subquery's "id" would otherwise be read as the ticker's.
const tickersOf = sql<{ ticker: string; company: string }[]>`coalesce((select json_agg(json_build_object('ticker', t.ticker, 'company', t.company) order by at.position)
  from ${articleTickers} at join ${tickers} t on t.id = at.ticker_id where at.article_id = ${articles}.id), '[]'::json)`;

/** The stories published in [from, to] as the calendar's story matcher reads them: text, named tickers with companies, tags. */
export async function storiesForCalendarMatching(db: Database, { from, to }: { from: Date; to: Date }): Promise<StoredMatchableStory[]> {
  const rows = await db
    .select({ id: articles.id, title: articles.title, summary: articles.summary, tags: articles.tags, publishedAt: articles.datePublished, tickers: tickersOf })
    .from(articles)
    .where(and(gte(articles.datePublished, from), lte(articles.datePublished, to)));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.getTime() }));
}

/**
 * The events a story may speak of, whatever their importance: the macro releases and earnings scheduled within reach
 * of its time (core's calendarReachOf); of the earnings (a hundred a day) only those of a company whose symbol the story
 * names or whose name's first word it holds, so a story reads a handful of rows, not a week's reports.
 */
export async function calendarEventsForStory(db: Database, story: Pick<MatchableStory, "title" | "summary" | "tickers" | "publishedAt">): Promise<CalendarEventRow[]> {
  const reach = calendarReachOf(story.publishedAt);
  const text = `${story.title} ${story.summary ?? ""}`;
  const symbols = story.tickers.map(({ ticker }) => ticker);
  const between = (range: { from: number; to: number }) => and(gte(calendarEvents.scheduledAt, new Date(range.from)), lte(calendarEvents.scheduledAt, new Date(range.to)));
  return db
    .select()
    .from(calendarEvents)
    .where(
      or(
        and(eq(calendarEvents.kind, "macro"), between(reach.macro)),
        and(
          eq(calendarEvents.kind, "earnings"),
          between(reach.earnings),
          or(
            symbols.length ? inArray(calendarEvents.ticker, symbols) : undefined,
            sql`strpos(${text}::text, ${calendarEvents.ticker}) > 0`,
            sql`strpos(lower(${text}::text), lower(split_part(${calendarEvents.company}, ' ', 1))) > 0`,
          ),
        ),
      ),
    )
    .orderBy(asc(calendarEvents.scheduledAt), asc(calendarEvents.id));
}

/** Stores links; one already stored is kept as it was. Answers the ids of the events that gained a story. */
export async function storeCalendarStoryLinks(db: Database, links: readonly CalendarStoryLink[]): Promise<number[]> {
  if (!links.length) return [];
  const stored = await db
    .insert(calendarEventStories)
    .values(links.map((link) => ({ ...link })))
    .onConflictDoNothing()
    .returning({ eventId: calendarEventStories.eventId });
  return [...new Set(stored.map((row) => row.eventId))].sort((a, b) => a - b);
}

/**
 * The events with the newest CALENDAR_EVENT_STORIES_MAX stories of each, in one query for all of them (ranked in the
 * database, so an event with a hundred stories sends five).
 */
export async function withCalendarStories<T extends { id: number }>(db: Database, events: readonly T[]): Promise<(T & { stories: CalendarEventStoryRow[] })[]> {
  if (!events.length) return [];
  const ranked = db
    .select({
      eventId: calendarEventStories.eventId,
      id: articles.id,
      title: articles.title,
      url: articles.url,
      source: articles.source,
      datePublished: articles.datePublished,
      rank: sql<number>`row_number() over (partition by ${calendarEventStories.eventId} order by ${articles.datePublished} desc, ${articles.id} desc)`.as("rank"),
    })
    .from(calendarEventStories)
    .innerJoin(articles, eq(articles.id, calendarEventStories.articleId))
    .where(
      inArray(
        calendarEventStories.eventId,
        events.map((event) => event.id),
      ),
    )
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, CALENDAR_EVENT_STORIES_MAX))
    .orderBy(asc(ranked.eventId), desc(ranked.datePublished), desc(ranked.id));
  const byEvent = new Map<number, CalendarEventStoryRow[]>();
  for (const { eventId, rank: _rank, ...story } of rows) byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), story]);
  return events.map((event) => ({ ...event, stories: byEvent.get(event.id) ?? [] }));
}

/** The events a story speaks of, the latest scheduled first; null when there is no such story. */
export async function calendarEventsOfStory(db: Database, articleId: number): Promise<CalendarEventRow[] | null> {
  const [story] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, articleId));
  if (!story) return null;
  const rows = await db
    .select({ event: calendarEvents })
    .from(calendarEventStories)
    .innerJoin(calendarEvents, eq(calendarEvents.id, calendarEventStories.eventId))
    .where(eq(calendarEventStories.articleId, articleId))
    .orderBy(desc(calendarEvents.scheduledAt), asc(calendarEvents.id));
  return rows.map((row) => row.event);
}
