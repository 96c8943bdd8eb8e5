import { memo } from "react";
import type { CalendarEvent } from "@tradewire/core";
import { formatDateTime } from "../../format/format-date-time";
import { chipClass } from "../../ui/chip-class";
import { ImpactBadge } from "../news/impact-badge";
import { impactClasses } from "../news/impact-classes";
import { EventFigures } from "./event-figures";
import { EventReactions } from "./event-reactions";
import { EventStories } from "./event-stories";
import { eventTimeText } from "./format-calendar-event";
import { OutcomeBadge } from "./outcome-badge";

/**
 * The columns of a day from a laptop up: time, country, importance, event, the three figures, the outcome. On a phone
 * the row wraps: time, country, importance and outcome over the event, over the figures.
 */
export const calendarColumns = "lg:grid lg:grid-cols-[5.5rem_2.5rem_4rem_minmax(0,1fr)_19.5rem_5rem] lg:items-baseline lg:gap-x-3";

interface CalendarEventRowProps {
  event: CalendarEvent;
  timeZone: string | undefined;
  justReleased: boolean;
}

/**
 * One scheduled event: when, where, how important, what (with the stories that speak of it), and its figures with beat
 * or miss once the actual is out.
 */
export const CalendarEventRow = memo(function CalendarEventRow({ event, timeZone, justReleased }: CalendarEventRowProps) {
  return (
    <li
      data-event-id={event.id}
      data-importance={event.importance}
      data-country={event.country}
      className={`flex flex-wrap items-baseline gap-x-2.5 gap-y-1 border-b border-l-2 border-b-line ${impactClasses[event.importance].border} py-2 pr-3 pl-3 last:border-b-0 ${calendarColumns}`}
    >
      <time dateTime={event.scheduled_at} className="w-[5.5rem] shrink-0 font-mono text-xs text-ink tabular-nums lg:w-auto">
        {eventTimeText(event, timeZone)}
      </time>
      <span title={event.country_name} className="w-8 shrink-0 font-mono text-xs text-ink-muted lg:w-auto">
        <span aria-hidden="true">{event.country}</span>
        <span className="sr-only">{event.country_name}</span>
      </span>
      <span className="text-2xs">
        <ImpactBadge impact={event.importance} aligned />
      </span>
      {/* On a phone at the end of the first line; from a laptop up in the last column. */}
      <span className="ml-auto lg:order-last lg:ml-0">
        <OutcomeBadge event={event} />
      </span>
      <div className="min-w-0 basis-full lg:basis-auto">
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm text-ink-strong">
          {event.ticker && <span className={`${chipClass} border-line-strong font-semibold text-ink-strong`}>{event.ticker}</span>}
          <span className="min-w-0 font-medium text-pretty">{event.title}</span>
          {event.period && <span className="font-mono text-2xs text-ink-muted">{event.period}</span>}
        </p>
        {event.postponed_from !== null && (
          <p className="text-2xs text-caution">
            Postponed from <time dateTime={event.postponed_from}>{formatDateTime(event.postponed_from, timeZone)}</time>
          </p>
        )}
        <EventReactions reactions={event.reactions} />
        <EventStories stories={event.stories} timeZone={timeZone} />
      </div>
      <div className="basis-full lg:basis-auto">
        <EventFigures event={event} justReleased={justReleased} />
      </div>
    </li>
  );
});
