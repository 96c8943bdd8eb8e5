import type { CalendarEvent } from "@tradewire/core";
import { useNow } from "../dashboard/use-now";
import { ImpactBadge } from "../news/impact-badge";
import { dueText, eventSubject } from "./format-calendar-event";
import { formatCountdown, nextHighEvent } from "./next-high-event";

interface NextHighCountdownProps {
  events: readonly CalendarEvent[];
  timeZone: string | undefined;
  /** How the zone is named on screen (ET, Europe/Paris). */
  zoneLabel: string;
}

/**
 * The time left to the next high-importance event, to the second. The ticking figure is a timer, which screen readers
 * do not announce as it changes; what the event is and when it is due are read once.
 */
export function NextHighCountdown({ events, timeZone, zoneLabel }: NextHighCountdownProps) {
  const now = useNow(1_000);
  const next = nextHighEvent(events, now);
  return (
    <section aria-label="Next high-importance event" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-sm border border-line bg-surface px-3 py-2">
      <span className="text-2xs tracking-caps text-ink-faint uppercase">Next</span>
      {next === null ? (
        <p className="text-sm text-ink-muted">No high-importance event is still to come in these days.</p>
      ) : (
        <>
          <span className="text-2xs">
            <ImpactBadge impact="high" />
          </span>
          <p className="min-w-0 text-sm font-medium text-ink-strong">{eventSubject(next)}</p>
          <p className="font-mono text-xs text-ink-muted tabular-nums">
            <time dateTime={next.scheduled_at}>{dueText(next, timeZone, now)}</time> {zoneLabel}
          </p>
          <p className="ml-auto font-mono text-lg font-semibold text-ink-strong tabular-nums">
            <span className="text-xs font-normal text-ink-muted">in </span>
            <span role="timer">{formatCountdown(Date.parse(next.scheduled_at) - now)}</span>
          </p>
        </>
      )}
    </section>
  );
}
