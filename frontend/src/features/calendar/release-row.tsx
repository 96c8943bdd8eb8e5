import { memo } from "react";
import { Link } from "react-router-dom";
import type { CalendarEvent } from "@tradewire/core";
import { formatDateTime } from "../../format/format-date-time";
import { useTimeZone } from "../../stores/time-zone-store";
import { ImpactBadge } from "../news/impact-badge";
import { impactClasses } from "../news/impact-classes";
import { releaseHeadline } from "./format-calendar-event";
import { OutcomeBadge } from "./outcome-badge";

export interface ReleaseRowProps {
  event: CalendarEvent;
  /** Just pushed: plays the arrival once, as a story's row does. */
  arrived: boolean;
  /** One line, as the feed's compact density. */
  compact: boolean;
}

/** What the headline leaves out: the previous value when the headline compares with the consensus (and the value before its revision), a postponement. */
function releaseDetail(event: CalendarEvent): string {
  const previous = event.previous === null || event.consensus === null ? null : `Previous ${event.previous}${event.previous_before_revision === null ? "" : ` (revised from ${event.previous_before_revision})`}`;
  return [previous, event.postponed_from === null ? null : "Postponed from its first date"].filter(Boolean).join(" · ");
}

const separator = <span aria-hidden="true" className="text-ink-faint">·</span>;

/** A calendar release in the feed, among the stories: "US CPI y/y 3.1% vs 3.0% expected", its importance and outcome, linking to /calendar. */
export const ReleaseRow = memo(function ReleaseRow({ event, arrived, compact }: ReleaseRowProps) {
  const { timeZone } = useTimeZone();
  const at = event.released_at ?? event.scheduled_at;
  const headline = (
    <Link to="/calendar" className="hover:text-accent-strong hover:underline">
      {releaseHeadline(event)}
    </Link>
  );
  const frame = `border-b border-l-2 border-b-line ${impactClasses[event.importance].border} bg-surface-raised/40 ${arrived ? impactClasses[event.importance].arrival : ""}`;
  if (compact) {
    return (
      <article
        data-kind="release"
        data-impact={event.importance}
        className={`${frame} flex flex-wrap items-center gap-x-2 gap-y-0.5 py-1 pr-2 pl-2 font-mono text-2xs text-ink-muted tabular-nums sm:h-6.5 sm:flex-nowrap sm:py-0`}
      >
        <time dateTime={at} className="shrink-0 whitespace-nowrap">
          {formatDateTime(at, timeZone)}
        </time>
        <ImpactBadge impact={event.importance} aligned />
        <h2 className="order-last line-clamp-2 min-w-0 basis-full font-sans text-sm font-medium text-ink-strong sm:order-none sm:line-clamp-1 sm:flex-1 sm:basis-auto sm:text-xs">
          {headline}
        </h2>
        <span className="shrink-0 tracking-caps uppercase">Calendar</span>
        <OutcomeBadge event={event} />
      </article>
    );
  }
  return (
    <article data-kind="release" data-impact={event.importance} className={`${frame} py-2 pr-2 pl-3`}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 font-mono text-2xs text-ink-muted tabular-nums">
        <ImpactBadge impact={event.importance} />
        {separator}
        <span className="tracking-caps uppercase">Calendar</span>
        {separator}
        <time dateTime={at} className="whitespace-nowrap">
          {formatDateTime(at, timeZone)}
        </time>
        <OutcomeBadge event={event} />
      </div>
      <h2 className="mt-1 text-sm font-medium text-pretty text-ink-strong">{headline}</h2>
      {releaseDetail(event) && <p className="mt-0.5 font-mono text-2xs text-ink-muted tabular-nums">{releaseDetail(event)}</p>}
    </article>
  );
});
