import { z } from "zod";
import { calendarEventSchema } from "./calendar";

/**
 * A calendar event a story speaks of, as the story's details show it: "US CPI y/y 3.1% vs 3.0% expected", beat or miss,
 * and when. The figures are the event's; its reactions and stories are the calendar's to show.
 */
export const storyCalendarEventSchema = calendarEventSchema.pick({
  id: true,
  kind: true,
  title: true,
  country: true,
  country_name: true,
  ticker: true,
  company: true,
  importance: true,
  scheduled_at: true,
  all_day: true,
  timing: true,
  consensus: true,
  previous: true,
  actual: true,
  released_at: true,
  surprise: true,
  outcome: true,
});
export type StoryCalendarEvent = z.infer<typeof storyCalendarEventSchema>;

/** GET /api/articles/:id/calendar-events: the events the story speaks of, the latest scheduled first. */
export const storyCalendarEventsSchema = z.object({ events: z.array(storyCalendarEventSchema) });
export type StoryCalendarEvents = z.infer<typeof storyCalendarEventsSchema>;
