import type { CalendarEvent } from "@tradewire/core";

/** The next high-importance event still to come at `now` with a time of its own (a day-only event has nothing to count down to). */
export function nextHighEvent(events: readonly CalendarEvent[], now: number): CalendarEvent | null {
  let next: CalendarEvent | null = null;
  for (const event of events) {
    if (event.importance !== "high" || event.all_day || event.actual !== null) continue;
    const at = Date.parse(event.scheduled_at);
    if (at > now && (next === null || at < Date.parse(next.scheduled_at))) next = event;
  }
  return next;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The time left, to the second: "04:05:09", or "1d 04:05:09" beyond a day. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const clock = `${twoDigits(Math.floor(seconds / 3600) % 24)}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
