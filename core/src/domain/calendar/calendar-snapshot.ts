import type { Impact } from "../../wire-constants";
import type { CalendarKind, CalendarSource, EarningsTiming } from "../../schemas/calendar";

/**
 * What one fetch of a calendar source says about one event: the contract between the source adapters (workers) and the
 * reconciler that stores events, notices an actual that arrived, a previous value revised, an event moved.
 */
export interface CalendarSnapshot {
  source: CalendarSource;
  kind: CalendarKind;
  /**
   * The event's series, stable across fetches and dates: earnings "NVDA|Oct/2026" (a company reports a quarter once);
   * macro "US|CPI y/y" (recurs, so the reconciler tells one release from the next by its date).
   */
  series: string;
  title: string;
  /** ISO 3166 alpha-2, "EU" for the euro area. */
  country: string;
  countryName: string;
  ticker: string | null;
  company: string | null;
  importance: Impact;
  scheduledAt: Date;
  /** The source gives the day only: `scheduledAt` is the day's start in New York. */
  allDay: boolean;
  timing: EarningsTiming | null;
  period: string | null;
  consensus: string | null;
  previous: string | null;
  actual: string | null;
}
