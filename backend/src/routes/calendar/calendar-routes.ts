import { CALENDAR_MAX_DAYS, calendarQuerySchema, calendarSchema } from "@tradewire/core";
import { newYorkDay, newYorkWallClock, shiftDay } from "@tradewire/core/domain/trading-calendar";
import { UNKNOWN_ID } from "@tradewire/core/wire-constants";
import { findCalendarEvents, presentCalendarEvent, withCalendarReactions, withCalendarStories } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";

/** Today and the week ahead, as a member opens the calendar. */
const DEFAULT_DAYS_AHEAD = 7;

/** The calendar (issue 30): scheduled macro releases and earnings with consensus, previous and actual. */
export function calendarRoutes({ database }: AppDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: "get",
      path: "/api/calendar",
      summary: `The calendar's events of whole New York days \`from\` to \`to\` (by default today and the ${DEFAULT_DAYS_AHEAD} days ahead, at most ${CALENDAR_MAX_DAYS} days), soonest first: macro releases, central bank decisions and earnings, with importance, consensus, previous (and the value before a revision), actual, the surprise, beat or miss, what the release moved (5 and 30 minutes on SPY, TLT and UUP, a country's fund or the company), and the newest stories that speak of it (at most 5). Visitors get today's high-importance events only`,
      access: "optional",
      query: calendarQuerySchema,
      answers: { 200: calendarSchema },
      handler: async ({ query, user }) => {
        const today = newYorkDay(Date.now());
        // A visitor's calendar is today's high events, whatever the range asked.
        const firstDay = user ? (query.from ?? (query.to && query.to < today ? query.to : today)) : today;
        // A range given by one end only is as long as the default one, never longer than the most.
        const lastDay = user ? [query.to ?? shiftDay(firstDay, DEFAULT_DAYS_AHEAD), shiftDay(firstDay, CALENDAR_MAX_DAYS - 1)].sort()[0]! : today;
        const from = new Date(newYorkWallClock(firstDay, 0));
        const to = new Date(newYorkWallClock(shiftDay(lastDay, 1), 0));
        const rows = await findCalendarEvents(database.db, { from, to, ...(user ? {} : { importance: "high" as const }) });
        // The reactions of every event in one more query, not one per event; their stories in one more.
        const events = await withCalendarStories(database.db, await withCalendarReactions(database.db, rows));
        const presented = events.map((row) => presentCalendarEvent(row));
        // A visitor's stories carry no ids, as the visitors' feed does.
        const shown = user ? presented : presented.map((event) => ({ ...event, stories: event.stories.map((story) => ({ ...story, id: UNKNOWN_ID })) }));
        return reply(200, { from: from.toISOString(), to: to.toISOString(), events: shown, redacted: !user });
      },
    }),
  ];
}
