import { CalendarWeek } from "../../features/calendar/calendar-week";
import { useCalendar } from "../../features/calendar/use-calendar";
import { TimeZoneSwitch } from "../../features/news/time-zone-switch";

/** The calendar of issue 30: today and the week ahead of scheduled releases and earnings, with consensus and actual. */
export function CalendarPage() {
  useCalendar();
  return (
    <section className="grid gap-4">
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="grid gap-1">
          <h1 className="text-xl font-semibold text-ink-strong">Calendar</h1>
          <p className="max-w-prose text-sm text-pretty text-ink-muted">
            Scheduled economic releases, central bank decisions and earnings, today and the week ahead: the consensus, the previous value and
            the actual the moment it is out, marked beat or miss.
          </p>
        </div>
        <TimeZoneSwitch />
      </header>
      <CalendarWeek />
    </section>
  );
}
