import { formatterFor } from "./formatter-for";

/**
 * A moment as day and 24-hour time, such as 01 Jun 18:02: on the viewer's clock, or in `timeZone`
 * (an IANA name such as America/New_York) when given.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  return formatterFor("dateTime", timeZone).format(new Date(iso)).replace(",", "");
}

/** The same to the second, such as 01 Jun 18:02:07: when a delivery went out. */
export function formatDateTimeToSecond(iso: string, timeZone?: string): string {
  return formatterFor("dateTimeSecond", timeZone).format(new Date(iso)).replace(",", "");
}

/** A day with its year, such as 01 Jun 2025: when someone signed up. */
export function formatDate(iso: string, timeZone?: string): string {
  return formatterFor("date", timeZone).format(new Date(iso));
}
