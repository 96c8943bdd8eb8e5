import { formatterFor } from "./formatter-for";

/** A moment as a 24-hour wall-clock time, such as 18:02:30: the viewer's, or in `timeZone` when given. */
export function formatClock(iso: string, timeZone?: string): string {
  return formatterFor("clock", timeZone).format(new Date(iso));
}
