import type { WorldRange } from "../../schemas/world";

const MONTHS: Record<WorldRange, number> = { "1mo": 1, "3mo": 3, "1y": 12 };

/**
 * The first calendar day (ISO date, UTC) of a range ending on `now`'s day: the same day of the month
 * one, three or twelve months back, or that month's last day when it is shorter (31 March - 1 month is 28
 * or 29 February).
 */
export function rangeStartOf(range: WorldRange, now: Date): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - MONTHS[range];
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(now.getUTCDate(), lastDayOfMonth))).toISOString().slice(0, 10);
}
