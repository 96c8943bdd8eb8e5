import type { CalendarDay } from "./calendar-days";
import { CalendarEventRow, calendarColumns } from "./calendar-event-row";

/** The columns' heads, from a laptop up (on a phone each figure is named beside its value). Each cell names itself to screen readers. */
function ColumnHeads() {
  return (
    <div aria-hidden="true" className={`hidden border-b border-l-2 border-line border-l-transparent px-3 py-1 text-2xs text-ink-faint ${calendarColumns}`}>
      <span>Time</span>
      <span>Ctry</span>
      <span>Imp.</span>
      <span>Event</span>
      <span className="grid grid-cols-[5.5rem_5.5rem_7rem] gap-x-2">
        <span>Actual</span>
        <span>Consensus</span>
        <span>Previous</span>
      </span>
      <span>Outcome</span>
    </div>
  );
}

interface CalendarDaySectionProps {
  day: CalendarDay;
  timeZone: string | undefined;
  justReleased: readonly string[];
}

/** One day of the calendar under its heading ("Today · Fri 27 Nov"), its events in their order. */
export function CalendarDaySection({ day, timeZone, justReleased }: CalendarDaySectionProps) {
  const headingId = `calendar-day-${day.key}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-1.5">
      <h2 id={headingId} className={`text-sm font-semibold ${day.today ? "text-accent-strong" : "text-ink-strong"}`}>
        {day.label}
      </h2>
      <div className="rounded-sm border border-line bg-surface">
        <ColumnHeads />
        <ol aria-labelledby={headingId}>
          {day.events.map((event) => (
            <CalendarEventRow key={event.id} event={event} timeZone={timeZone} justReleased={justReleased.includes(event.id)} />
          ))}
        </ol>
      </div>
    </section>
  );
}
