import type { Article, CalendarEvent } from "@tradewire/core";
import type { FeedFilters } from "./feed-filters";
import { isSelected } from "./toggle-selection";

/** A row of the feed: a story, or a calendar event whose actual is out (a row of its own kind). */
export type FeedEntry = { kind: "story"; key: string; article: Article } | { kind: "release"; key: string; event: CalendarEvent };

/** The list's key of a row: a story's URL, or the event's id under its own prefix (a URL never starts so). */
export const feedEntryKey = (entry: FeedEntry) => entry.key;
export const releaseKey = (event: CalendarEvent) => `calendar:${event.id}`;

/** When a release is in the feed: when Tradewire saw its actual, else when it was due. */
export const releaseTime = (event: CalendarEvent) => Date.parse(event.released_at ?? event.scheduled_at);

/**
 * The released events the feed shows under its filters: the impact filter keeps releases of the importances chosen; a
 * search, or a narrowed source or tag, is about stories, so no release shows.
 */
export function releasesForFeed(events: readonly CalendarEvent[], filters: FeedFilters, searching: boolean): CalendarEvent[] {
  if (searching || filters.sources !== "all" || filters.tags !== "all") return [];
  return events.filter((event) => event.actual !== null && isSelected(filters.impacts, event.importance));
}

/**
 * The stories (newest first) with the releases among them by the time of their release, a release before a story of the
 * same time. While older stories are still to load (`complete` false), a release older than the oldest story loaded
 * waits for the page that reaches its time, so it never sits out of order at the end.
 */
export function interleaveFeed(articles: readonly Article[], releases: readonly CalendarEvent[], complete: boolean): FeedEntry[] {
  const oldest = articles.length > 0 ? Date.parse(articles[articles.length - 1]!.date_published) : Number.NEGATIVE_INFINITY;
  const waiting = [...releases].filter((event) => complete || releaseTime(event) >= oldest).sort((a, b) => releaseTime(b) - releaseTime(a));
  const entries: FeedEntry[] = [];
  let next = 0;
  for (const article of articles) {
    const published = Date.parse(article.date_published);
    while (next < waiting.length && releaseTime(waiting[next]!) >= published) {
      const event = waiting[next++]!;
      entries.push({ kind: "release", key: releaseKey(event), event });
    }
    entries.push({ kind: "story", key: article.url, article });
  }
  for (const event of waiting.slice(next)) entries.push({ kind: "release", key: releaseKey(event), event });
  return entries;
}

/** Whether a list key is a release's (a story's key is its URL). */
export const isReleaseKey = (key: string) => key.startsWith("calendar:");
