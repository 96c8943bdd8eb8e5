import type { CalendarSnapshot } from "../domain/calendar/calendar-snapshot";

/** A US CPI release as a source says it before the actual, with any field overridden. */
export const makeCalendarSnapshot = (overrides: Partial<CalendarSnapshot> = {}): CalendarSnapshot => ({
  source: "nasdaq",
  kind: "macro",
  series: "US|CPI y/y",
  title: "CPI y/y",
  country: "US",
  countryName: "United States",
  ticker: null,
  company: null,
  importance: "high",
  scheduledAt: new Date("2026-11-12T13:30:00Z"),
  allDay: false,
  timing: null,
  period: null,
  consensus: "3.0%",
  previous: "3.0%",
  actual: null,
  ...overrides,
});
