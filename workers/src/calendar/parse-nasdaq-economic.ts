import type { CalendarSnapshot, CalendarSource } from "@tradewire/core";
import { countryCodeOf } from "@tradewire/core/domain/calendar/countries";
import { macroImportance } from "@tradewire/core/domain/calendar/importance";
import { newYorkWallClock } from "@tradewire/core/domain/trading-calendar";
import { z } from "zod";
import { isCalendarDay } from "./is-calendar-day";
import { assertSomeRead, nasdaqAnswerOf, nasdaqCell } from "./nasdaq-answer";

export const NASDAQ_ECONOMIC = "nasdaq-economic";

const cell = z.union([z.string(), z.number()]).nullish();
const rowSchema = z.object({
  gmt: cell,
  country: z.string(),
  eventName: z.string(),
  actual: cell,
  consensus: cell,
  previous: cell,
});

/** "08:30" → minutes after midnight; anything else ("All Day", "Tentative", "") is no time of day. */
function minuteOfDay(time: string | null): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time ?? "");
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? hour * 60 + minute : null;
}

export interface ParseCalendarDayOptions {
  /** The New York day the answer was asked for, "2026-11-12". */
  day: string;
  source?: CalendarSource;
}

/**
 * One day of Nasdaq's economic calendar (`/api/calendar/economicevents?date=`) as snapshots. Its `gmt` column is not
 * GMT: it is the New York wall clock of the release ("08:30" for US CPI, "05:00" for the euro area's flash HICP, which
 * Eurostat publishes at 11:00 Central European time), so an Asian morning release is listed late on the New York day
 * before. A time that is not a clock time ("All Day", "Tentative") makes the event all-day, at the day's start. Rows
 * the calendar repeats under one name (CPI month on month, then year on year) stay separate rows of one series: the
 * reconciler tells them apart by their order. A row without a country or a name is skipped.
 */
export function parseNasdaqEconomic(body: unknown, { day, source = "nasdaq" }: ParseCalendarDayOptions): CalendarSnapshot[] {
  if (!isCalendarDay(day)) throw new RangeError(`not a calendar day: ${day}`);
  const { rows } = nasdaqAnswerOf(NASDAQ_ECONOMIC, body);
  const snapshots = rows.flatMap((raw): CalendarSnapshot[] => {
    const parsed = rowSchema.safeParse(raw);
    if (!parsed.success) return [];
    const row = parsed.data;
    const countryName = nasdaqCell(row.country);
    const title = nasdaqCell(row.eventName);
    if (!countryName || !title) return [];
    const country = countryCodeOf(countryName);
    const minute = minuteOfDay(nasdaqCell(row.gmt));
    return [
      {
        source,
        kind: "macro",
        series: `${country}|${title}`,
        title,
        country,
        countryName,
        ticker: null,
        company: null,
        importance: macroImportance(country, title),
        scheduledAt: new Date(newYorkWallClock(day, minute ?? 0)),
        allDay: minute === null,
        timing: null,
        period: null,
        consensus: nasdaqCell(row.consensus),
        previous: nasdaqCell(row.previous),
        actual: nasdaqCell(row.actual),
      },
    ];
  });
  assertSomeRead(NASDAQ_ECONOMIC, rows.length, snapshots.length);
  return snapshots;
}
