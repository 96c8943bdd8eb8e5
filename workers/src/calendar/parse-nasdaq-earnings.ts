import type { CalendarSnapshot, EarningsTiming } from "@tradewire/core";
import { parseFigure } from "@tradewire/core/domain/calendar/calendar-figures";
import { earningsImportance } from "@tradewire/core/domain/calendar/importance";
import { newYorkWallClock } from "@tradewire/core/domain/trading-calendar";
import { z } from "zod";
import { isCalendarDay } from "./is-calendar-day";
import { assertSomeRead, nasdaqAnswerOf, nasdaqCell } from "./nasdaq-answer";
import type { ParseCalendarDayOptions } from "./parse-nasdaq-economic";

export const NASDAQ_EARNINGS = "nasdaq-earnings";

const cell = z.union([z.string(), z.number()]).nullish();
const rowSchema = z.object({
  symbol: z.string(),
  name: cell,
  time: cell,
  marketCap: cell,
  fiscalQuarterEnding: cell,
  epsForecast: cell,
  lastYearEPS: cell,
  eps: cell,
});

const TIMINGS: Record<string, EarningsTiming> = { "time-pre-market": "before_open", "time-after-hours": "after_close" };
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Wed, Jul 3, 2024" → "2024-07-03"; null for anything else. */
function dayOfAsOf(asOf: string | null): string | null {
  const match = /^(?:[A-Za-z]{3}, )?([A-Za-z]{3}) (\d{1,2}), (\d{4})$/.exec(asOf?.trim() ?? "");
  const month = match ? MONTHS.indexOf(match[1]!) : -1;
  if (!match || month < 0) return null;
  const day = `${match[3]}-${String(month + 1).padStart(2, "0")}-${match[2]!.padStart(2, "0")}`;
  return isCalendarDay(day) ? day : null;
}

/** "$47,076,153,012" → 47076153012; null when not a plain dollar amount. */
function marketCapOf(text: string | null): number | null {
  const figure = parseFigure(text);
  return figure && figure.suffix === "" ? figure.value : null;
}

/**
 * One day of Nasdaq's earnings calendar (`/api/calendar/earnings?date=`) as snapshots: the company's EPS against the
 * analysts' consensus (`epsForecast`), with the same quarter's EPS a year earlier as the previous value and, once it
 * has reported, the actual (`eps`). The source says only "pre-market", "after-hours" or nothing, never a time, so every
 * report is all-day at the start of its New York day, with that timing. The day is the answer's own (`asOf`, as OpenBB
 * reads it) when it gives one, else the day asked for. A row without a symbol is skipped; one without a fiscal quarter
 * keeps its day in its series instead.
 */
export function parseNasdaqEarnings(body: unknown, { day, source = "nasdaq" }: ParseCalendarDayOptions): CalendarSnapshot[] {
  if (!isCalendarDay(day)) throw new RangeError(`not a calendar day: ${day}`);
  const { rows, asOf } = nasdaqAnswerOf(NASDAQ_EARNINGS, body);
  const reportDay = dayOfAsOf(asOf) ?? day;
  const scheduledAt = newYorkWallClock(reportDay, 0);
  const snapshots = rows.flatMap((raw): CalendarSnapshot[] => {
    const parsed = rowSchema.safeParse(raw);
    if (!parsed.success) return [];
    const row = parsed.data;
    const ticker = nasdaqCell(row.symbol)?.toUpperCase();
    if (!ticker) return [];
    const company = nasdaqCell(row.name) ?? ticker;
    const period = nasdaqCell(row.fiscalQuarterEnding);
    return [
      {
        source,
        kind: "earnings",
        series: `${ticker}|${period ?? reportDay}`,
        title: `${company} earnings`,
        country: "US",
        countryName: "United States",
        ticker,
        company,
        importance: earningsImportance(marketCapOf(nasdaqCell(row.marketCap))),
        scheduledAt: new Date(scheduledAt),
        allDay: true,
        timing: TIMINGS[nasdaqCell(row.time) ?? ""] ?? "not_supplied",
        period,
        consensus: nasdaqCell(row.epsForecast),
        previous: nasdaqCell(row.lastYearEPS),
        actual: nasdaqCell(row.eps),
      },
    ];
  });
  assertSomeRead(NASDAQ_EARNINGS, rows.length, snapshots.length);
  return snapshots;
}
