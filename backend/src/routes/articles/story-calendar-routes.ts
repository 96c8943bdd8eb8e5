import { articleIdParamsSchema, errorBodySchema, storyCalendarEventsSchema } from "@tradewire/core";
import { calendarEventsOfStory, presentStoryCalendarEvent } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";

/**
 * The calendar events a story speaks of, for its details: asked when the story is opened, so the feed's pages (cached,
 * read on every arrival) never pay for them.
 */
export function storyCalendarRoutes({ database }: AppDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: "get",
      path: "/api/articles/:id/calendar-events",
      summary:
        "The calendar events this story speaks of (a CPI story's CPI release, a company's results), the latest scheduled first, each with its consensus, previous, actual and beat or miss",
      access: "member",
      params: articleIdParamsSchema,
      answers: { 200: storyCalendarEventsSchema, 404: errorBodySchema },
      handler: async ({ params: { id } }) => {
        const events = await calendarEventsOfStory(database.db, id);
        if (!events) throw new HttpError(404, `No article ${id}`);
        return reply(200, { events: events.map(presentStoryCalendarEvent) });
      },
    }),
  ];
}
