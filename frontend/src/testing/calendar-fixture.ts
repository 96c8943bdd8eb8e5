import type { Calendar, CalendarEvent } from "@tradewire/core";

let sequence = 0;

/** A macro release as GET /api/calendar gives it (US CPI y/y, high, not out yet); every field can be overridden. */
export function calendarEventFixture(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  sequence += 1;
  return {
    id: String(sequence),
    kind: "macro",
    title: "CPI y/y",
    country: "US",
    country_name: "United States",
    ticker: null,
    company: null,
    importance: "high",
    scheduled_at: "2026-11-27T13:30:00.000Z",
    all_day: false,
    timing: null,
    period: null,
    consensus: "3.0%",
    previous: "3.2%",
    previous_before_revision: null,
    actual: null,
    released_at: null,
    surprise: null,
    outcome: null,
    postponed_from: null,
    source: "replay",
    reactions: [],
    stories: [],
    ...overrides,
  };
}

/** A company's earnings, after the close on a day without a time. */
export function earningsFixture(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return calendarEventFixture({
    kind: "earnings",
    title: "NVIDIA Corporation earnings",
    ticker: "NVDA",
    company: "NVIDIA Corporation",
    importance: "mid",
    scheduled_at: "2026-11-27T05:00:00.000Z",
    all_day: true,
    timing: "after_close",
    period: "Oct/2026",
    consensus: "$1.20",
    previous: "$1.05",
    ...overrides,
  });
}

/** The same event with its actual out: 3.1% against 3.0% expected, a beat. */
export function releasedFixture(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return calendarEventFixture({ actual: "3.1%", released_at: "2026-11-27T13:30:04.000Z", surprise: 0.1, outcome: "beat", ...overrides });
}

/** An answer of GET /api/calendar over the events given. */
export function calendarAnswer(events: CalendarEvent[], redacted = false): Calendar {
  return { from: "2026-11-27T05:00:00.000Z", to: "2026-12-05T05:00:00.000Z", events, redacted };
}
