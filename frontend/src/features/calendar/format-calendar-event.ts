import type { CalendarEvent, CalendarOutcome } from "@tradewire/core";
import { calendarEventSubject } from "@tradewire/core/domain/alerts/describe-calendar-event";
import { formatterFor } from "../../format/formatter-for";
import { dayKeyOf, dayLabel, eventDayKey, nextDayKey } from "./calendar-days";

const timingText = { before_open: "Before open", after_close: "After close", not_supplied: "All day" } as const;

/** When in its day an event is: its time in the reader's zone, or for a day-only event "All day", "Before open" or "After close". */
export function eventTimeText(event: Pick<CalendarEvent, "all_day" | "timing" | "scheduled_at">, timeZone: string | undefined): string {
  if (event.all_day) return timingText[event.timing ?? "not_supplied"];
  return formatterFor("hourMinute", timeZone).format(new Date(event.scheduled_at));
}

/** What the event is about, with whose it is: "US CPI y/y", "NVIDIA Corporation earnings (NVDA)" (the alerts' words too). */
export { calendarEventSubject as eventSubject } from "@tradewire/core/domain/alerts/describe-calendar-event";

/**
 * A released event in one line, as the feed shows it and the squawk reads it: "US CPI y/y 3.1% vs 3.0% expected", or
 * against the previous value when no consensus was published.
 */
export function releaseHeadline(event: Pick<CalendarEvent, "kind" | "title" | "country" | "ticker" | "consensus" | "previous" | "actual" | "outcome">): string {
  const subject = calendarEventSubject(event);
  if (event.actual === null) return subject;
  if (event.consensus !== null) return `${subject} ${event.actual} vs ${event.consensus} expected`;
  if (event.previous !== null) return `${subject} ${event.actual} (previous ${event.previous})`;
  return `${subject} ${event.actual}`;
}

/** Beat, miss or in line, in words and a symbol beside the colour (never colour alone). */
export const outcomeLooks: Record<CalendarOutcome, { symbol: string; text: string; tone: string }> = {
  beat: { symbol: "+", text: "Beat", tone: "text-gain border-gain/40" },
  miss: { symbol: "−", text: "Miss", tone: "text-loss border-loss/40" },
  inline: { symbol: "=", text: "In line", tone: "text-ink-muted border-line-strong" },
};

/** The colour of an actual that beat or missed; an actual in line keeps the text's own. */
export const actualTone: Record<CalendarOutcome, string> = { beat: "text-gain", miss: "text-loss", inline: "text-ink-strong" };

/** The surprise (actual minus consensus) with its sign, without a float's tail: "+0.1", "−12". */
export function formatSurprise(surprise: number): string {
  const rounded = Number(surprise.toPrecision(6));
  if (rounded === 0) return "0";
  return `${rounded > 0 ? "+" : "−"}${Math.abs(rounded)}`;
}

/** Why an outcome reads as it does, for its tooltip. */
export function outcomeHint(event: Pick<CalendarEvent, "surprise" | "kind" | "country" | "outcome">): string {
  const surprise = event.surprise === null ? "" : ` (actual minus consensus ${formatSurprise(event.surprise)})`;
  const whose = event.kind === "earnings" ? "the company" : `the ${event.country} currency`;
  if (event.outcome === "inline") return `In line with the consensus${surprise}`;
  if (event.outcome === "beat") return `Beat the consensus: good news for ${whose}${surprise}`;
  return `Missed the consensus: bad news for ${whose}${surprise}`;
}

/** When an event is due, from the reader's day: "today at 14:30", "tomorrow at 08:30", "Mon 30 Nov at 14:30". */
export function dueText(event: Pick<CalendarEvent, "scheduled_at" | "all_day" | "timing">, timeZone: string | undefined, now: number): string {
  const todayKey = dayKeyOf(now, timeZone);
  const key = eventDayKey(event, timeZone);
  const day = key === todayKey ? "today" : key === nextDayKey(todayKey) ? "tomorrow" : dayLabel(key, todayKey);
  const time = eventTimeText(event, timeZone);
  return event.all_day ? `${day}, ${time.toLowerCase()}` : `${day} at ${time}`;
}
