import type { CalendarEvent, Impact } from "@tradewire/core";
import { isSelected, type Selection } from "../news/toggle-selection";

export interface CalendarFilters {
  importances: Selection<Impact>;
  /** Country codes ("US", "EU"). */
  countries: Selection<string>;
  /** Only the earnings of the member's own tickers. */
  myTickers: boolean;
}

export const allCalendarFilters: CalendarFilters = { importances: "all", countries: "all", myTickers: false };

/** Applied in the browser over the loaded week, so a click on a filter answers at once. */
export function matchesCalendarFilters(event: CalendarEvent, filters: CalendarFilters, myTickers: readonly string[]): boolean {
  return (
    isSelected(filters.importances, event.importance) &&
    isSelected(filters.countries, event.country) &&
    (!filters.myTickers || (event.kind === "earnings" && event.ticker !== null && myTickers.includes(event.ticker)))
  );
}

export interface CalendarCountry {
  code: string;
  name: string;
}

/** The countries the events are in, by code: the country filter's buttons. */
export function countriesOf(events: readonly CalendarEvent[]): CalendarCountry[] {
  const names = new Map<string, string>();
  for (const event of events) if (!names.has(event.country)) names.set(event.country, event.country_name);
  return [...names.entries()].map(([code, name]) => ({ code, name })).sort((a, b) => a.code.localeCompare(b.code));
}
