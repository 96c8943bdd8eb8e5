import { Link } from "react-router-dom";
import type { StoryCalendarEvent } from "@tradewire/core/schemas/story-calendar-events";
import { formatDateTime } from "../../format/format-date-time";
import { dueText, releaseHeadline } from "../calendar/format-calendar-event";
import { OutcomeBadge } from "../calendar/outcome-badge";

/**
 * When the figure came out, or when it is due: "Out 12 Nov 13:30" (its scheduled time, when it was public; for a
 * day-only event, when Tradewire first saw it), "Due today at 13:30".
 */
function whenText(event: StoryCalendarEvent, timeZone: string | undefined, now: number): string {
  if (event.actual !== null) return `Out ${formatDateTime(event.all_day ? (event.released_at ?? event.scheduled_at) : event.scheduled_at, timeZone)}`;
  return `Due ${dueText(event, timeZone, now)}`;
}

interface StoryCalendarEventsProps {
  events: readonly StoryCalendarEvent[];
  timeZone: string | undefined;
}

/**
 * The calendar events a story speaks of, each as the feed's release row reads it ("US CPI y/y 3.1% vs 3.0% expected")
 * with beat or miss, linking to the calendar.
 */
export function StoryCalendarEvents({ events, timeZone }: StoryCalendarEventsProps) {
  const now = Date.now();
  return (
    <ul className="grid gap-1.5">
      {events.map((event) => (
        <li key={event.id} data-calendar-event-id={event.id} className="grid gap-0.5">
          <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <Link to="/calendar" className="min-w-0 font-medium text-pretty text-ink-strong hover:text-accent-strong hover:underline">
              {releaseHeadline(event)}
            </Link>
            <OutcomeBadge event={event} />
          </p>
          <p className="font-mono text-2xs text-ink-muted tabular-nums">
            {whenText(event, timeZone, now)}
            {event.previous !== null && event.actual !== null && ` · previous ${event.previous}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
