import { bigint, doublePrecision, index, jsonb, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import type { CalendarStoryEvidence } from "@tradewire/core/domain/calendar/match-calendar-story";
import { articles } from "./articles";
import { calendarEvents } from "./calendar-events";

/**
 * The stories that speak of a calendar event (core's matchCalendarStory), with why: linked when a story arrives (the
 * events of its window) and when a poll stores or releases an event (the stories of its window). A link is made once
 * and never re-judged.
 */
export const calendarEventStories = pgTable(
  "calendar_event_stories",
  {
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => calendarEvents.id, { onDelete: "cascade" }),
    articleId: bigint("article_id", { mode: "number" })
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    /** 1 when the title says it, 0.8 when the summary does, 0.6 when the company is the story's first ticker alone. */
    score: doublePrecision("score").notNull(),
    /** [{ kind, detail }]: the country or company named and the words for the event. */
    evidence: jsonb("evidence").$type<CalendarStoryEvidence[]>().notNull(),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The primary key serves an event's stories; this index a story's events (its details in the story pane).
    primaryKey({ columns: [table.eventId, table.articleId] }),
    index("calendar_event_stories_article_idx").on(table.articleId),
  ],
);
