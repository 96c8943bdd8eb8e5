import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { useAuthStore } from "../../stores/auth-store";
import { useTimeZone } from "../../stores/time-zone-store";
import { EmptyState } from "../../ui/empty-state";
import { LoadingState } from "../../ui/loading-state";
import { RetryErrorState } from "../../ui/retry-error-state";
import { useMyTickersStore } from "../news/my-tickers-store";
import { groupByDay } from "./calendar-days";
import { CalendarDaySection } from "./calendar-day-section";
import { CalendarFilterBar } from "./calendar-filter-bar";
import { matchesCalendarFilters } from "./calendar-filters";
import { useCalendarStore } from "./calendar-store";
import { CalendarVisitorNote } from "./calendar-visitor-note";
import { NextHighCountdown } from "./next-high-countdown";

/** The countdown, the filters (a member's) or the invitation (a visitor's), and the events by day with their states. */
export function CalendarWeek() {
  const { status, events, redacted, error, justReleased, filters } = useCalendarStore(
    useShallow((s) => ({ status: s.status, events: s.events, redacted: s.redacted, error: s.error, justReleased: s.justReleased, filters: s.filters })),
  );
  const load = useCalendarStore((s) => s.load);
  const member = useAuthStore((s) => s.status === "authenticated");
  const mine = useMyTickersStore((s) => s.tickers);
  const { timeZone, label } = useTimeZone();
  // The filters are a member's; a visitor's copy is already today's high events.
  const filtering = member && !redacted;
  const shown = useMemo(() => (filtering ? events.filter((event) => matchesCalendarFilters(event, filters, mine)) : events), [events, filters, mine, filtering]);
  // The countdown keeps to the countries and tickers chosen, whatever importance is shown.
  const countdownEvents = useMemo(
    () => (filtering ? events.filter((event) => matchesCalendarFilters(event, { ...filters, importances: "all" }, mine)) : events),
    [events, filters, mine, filtering],
  );
  const days = useMemo(() => groupByDay(shown, timeZone, Date.now()), [shown, timeZone]);

  if (status === "loading" && events.length === 0) return <LoadingState>Loading the calendar...</LoadingState>;
  if (status === "error" && events.length === 0) return <RetryErrorState onRetry={load}>{error}</RetryErrorState>;
  return (
    <div className="grid gap-4">
      <NextHighCountdown events={countdownEvents} timeZone={timeZone} zoneLabel={label} />
      {redacted && <CalendarVisitorNote />}
      {filtering && events.length > 0 && <CalendarFilterBar />}
      {status === "loaded" && (
        <p className="font-mono text-2xs text-ink-faint tabular-nums">
          {shown.length === events.length ? `${events.length} events` : `${shown.length} of ${events.length} events`} · times in {label}
        </p>
      )}
      {status === "loaded" && shown.length === 0 && (
        <EmptyState>
          {events.length > 0
            ? "No event matches these filters."
            : redacted
              ? "No high-importance event is scheduled for today."
              : "Nothing is scheduled for today and the week ahead."}
        </EmptyState>
      )}
      {days.map((day) => (
        <CalendarDaySection key={day.key} day={day} timeZone={timeZone} justReleased={justReleased} />
      ))}
    </div>
  );
}
