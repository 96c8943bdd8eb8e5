import type { CalendarEvent, CalendarOutcome } from "../../schemas/calendar";

type DescribedEvent = Pick<CalendarEvent, "kind" | "title" | "country" | "ticker" | "consensus" | "previous" | "actual" | "outcome">;

const outcomeWords: Record<CalendarOutcome, string> = { beat: "beat", miss: "miss", inline: "in line" };

/** What the event is, with whose it is: "US CPI y/y", "NVIDIA Corporation earnings (NVDA)". */
export function calendarEventSubject(event: DescribedEvent): string {
  if (event.kind === "earnings") return event.ticker ? `${event.title} (${event.ticker})` : event.title;
  return `${event.country} ${event.title}`;
}

/**
 * A release as a calendar alert tells it: "US CPI y/y 3.1% vs 3.0% expected (previous 3.0%) — beat". The consensus,
 * the previous value and the outcome are left out when the source has none.
 */
export function describeCalendarRelease(event: DescribedEvent): string {
  const expected = event.consensus === null ? "" : ` vs ${event.consensus} expected`;
  const previous = event.previous === null ? "" : ` (previous ${event.previous})`;
  const outcome = event.outcome === null ? "" : ` — ${outcomeWords[event.outcome]}`;
  return `${calendarEventSubject(event)} ${event.actual ?? "out"}${expected}${previous}${outcome}`;
}

/** A calendar alert's reminder: "In 15 minutes: US CPI y/y (consensus 3.0%, previous 3.0%)". */
export function describeCalendarReminder(event: DescribedEvent, minutes: number): string {
  const figures = [event.consensus === null ? null : `consensus ${event.consensus}`, event.previous === null ? null : `previous ${event.previous}`].filter(Boolean);
  const when = `In ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  return `${when}: ${calendarEventSubject(event)}${figures.length ? ` (${figures.join(", ")})` : ""}`;
}
