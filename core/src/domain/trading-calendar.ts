/**
 * The US equity trading calendar: NYSE regular sessions, 09:30-16:00 New York time on weekdays, with the
 * exchange's full holidays closed and its half days closing at 13:00 (NYSE Rule 7.2 and the yearly calendars
 * the NYSE publishes). The rules are the current ones: they hold from 1998, the first year the NYSE closed for
 * Martin Luther King Jr. Day. Closures that no rule foresees (national days of mourning, storms) are listed by date.
 *
 * Implemented here rather than taken from npm: the one NYSE holiday package (nyse-holidays 1.2) has had a single
 * release, knows no early closes, and brings dayjs along; the rules below are a page.
 */

/** A New York calendar day, "YYYY-MM-DD". */
export type CalendarDay = string;

/** One regular session: its New York day and its bounds in epoch milliseconds (the close is exclusive). */
export interface TradingSession {
  day: CalendarDay;
  open: number;
  close: number;
}

export const MINUTE_MS = 60_000;
/** Trading minutes of a full regular session, 09:30-16:00. */
export const SESSION_MINUTES = 390;

const OPEN_MINUTE = 9 * 60 + 30;
const CLOSE_MINUTE = 16 * 60;
const EARLY_CLOSE_MINUTE = 13 * 60;

/** Days the NYSE closed outside its holiday rules, from 1998 on. */
const UNSCHEDULED_CLOSURES = new Set<CalendarDay>([
  "2001-09-11", // the attacks of 11 September, through the 14th
  "2001-09-12",
  "2001-09-13",
  "2001-09-14",
  "2004-06-11", // President Reagan's funeral
  "2007-01-02", // President Ford's funeral
  "2012-10-29", // Hurricane Sandy
  "2012-10-30",
  "2018-12-05", // President George H. W. Bush's funeral
  "2025-01-09", // President Carter's funeral
]);

type DayKind = "holiday" | "early-close";

const dayOf = (year: number, month: number, date: number): CalendarDay =>
  new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);

const utcMidnight = (day: CalendarDay) => Date.parse(`${day}T00:00:00Z`);

/** 0 = Sunday … 6 = Saturday. */
const weekdayOf = (day: CalendarDay) => new Date(utcMidnight(day)).getUTCDay();

/** The day `days` calendar days after `day` (before it when negative). */
export const shiftDay = (day: CalendarDay, days: number): CalendarDay =>
  new Date(utcMidnight(day) + days * 86_400_000).toISOString().slice(0, 10);

/** The `nth` given weekday of a month; nth = -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): CalendarDay {
  if (nth < 0) {
    const last = dayOf(year, month + 1, 0);
    return shiftDay(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = dayOf(year, month, 1);
  return shiftDay(first, ((weekday - weekdayOf(first) + 7) % 7) + (nth - 1) * 7);
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm, as in Meeus, Astronomical Algorithms). */
function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, date);
}

/** A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after. */
function observed(day: CalendarDay): CalendarDay {
  const weekday = weekdayOf(day);
  return weekday === 6 ? shiftDay(day, -1) : weekday === 0 ? shiftDay(day, 1) : day;
}

const MONDAY = 1;
const THURSDAY = 4;

function nyseDaysOf(year: number): Map<CalendarDay, DayKind> {
  const kinds = new Map<CalendarDay, DayKind>();
  const newYear = dayOf(year, 1, 1);
  // A New Year's Day on a Saturday is not moved back into the old year (Rule 7.2): no holiday that year.
  if (weekdayOf(newYear) !== 6) kinds.set(observed(newYear), "holiday");
  const holidays = [
    nthWeekday(year, 1, MONDAY, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, MONDAY, 3), // Washington's Birthday
    shiftDay(easterSunday(year), -2), // Good Friday
    nthWeekday(year, 5, MONDAY, -1), // Memorial Day
    ...(year >= 2022 ? [observed(dayOf(year, 6, 19))] : []), // Juneteenth, a market holiday since 2022
    observed(dayOf(year, 7, 4)), // Independence Day
    nthWeekday(year, 9, MONDAY, 1), // Labor Day
    nthWeekday(year, 11, THURSDAY, 4), // Thanksgiving Day
    observed(dayOf(year, 12, 25)), // Christmas Day
  ];
  for (const day of holidays) kinds.set(day, "holiday");
  // July 3 and December 24 close early when they are a weekday the market opens (Monday to Thursday: on a
  // Friday they are the observed holiday), and so does the day after Thanksgiving.
  for (const eve of [dayOf(year, 7, 3), dayOf(year, 12, 24)]) {
    const weekday = weekdayOf(eve);
    if (weekday >= MONDAY && weekday <= THURSDAY) kinds.set(eve, "early-close");
  }
  kinds.set(shiftDay(nthWeekday(year, 11, THURSDAY, 4), 1), "early-close");
  return kinds;
}

const yearCache = new Map<number, Map<CalendarDay, DayKind>>();

function nyseDayKind(day: CalendarDay): DayKind | undefined {
  if (UNSCHEDULED_CLOSURES.has(day)) return "holiday";
  const year = Number(day.slice(0, 4));
  let kinds = yearCache.get(year);
  if (!kinds) {
    kinds = nyseDaysOf(year);
    yearCache.set(year, kinds);
  }
  return kinds.get(day);
}

const newYorkClock = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function newYorkParts(time: number): Record<string, number> {
  return Object.fromEntries(
    newYorkClock
      .formatToParts(time)
      .filter((part) => part.type !== "literal")
      .map((part) => [part.type, Number(part.value)]),
  );
}

/** The New York calendar day of an instant. */
export function newYorkDay(time: number): CalendarDay {
  const { year = Number.NaN, month = Number.NaN, day = Number.NaN } = newYorkParts(time);
  return dayOf(year, month, day);
}

/**
 * An instant given as a New York wall-clock minute of a day. The UTC offset is read at 12:00 UTC of that day
 * (07:00 or 08:00 in New York): clocks change at 02:00, so that offset holds for every minute of a session.
 */
function newYorkTime(day: CalendarDay, minuteOfDay: number): number {
  const noon = utcMidnight(day) + 12 * 3_600_000;
  const { year = 0, month = 1, day: date = 1, hour = 0, minute = 0, second = 0 } = newYorkParts(noon);
  const offset = Date.UTC(year, month - 1, date, hour, minute, second) - noon;
  return utcMidnight(day) + minuteOfDay * MINUTE_MS - offset;
}

/**
 * An instant given as a New York wall-clock minute of any day, exact on the days clocks change too (newYorkTime reads
 * the offset once, which holds for a session's minutes only): the offset is read again at the first guess.
 */
export function newYorkWallClock(day: CalendarDay, minuteOfDay: number): number {
  const wall = utcMidnight(day) + minuteOfDay * MINUTE_MS;
  const offsetAt = (time: number) => {
    const { year = 0, month = 1, day: date = 1, hour = 0, minute = 0, second = 0 } = newYorkParts(time);
    return Date.UTC(year, month - 1, date, hour, minute, second) - time;
  };
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
}

const sessionCache = new Map<CalendarDay, TradingSession | null>();

/** The regular session of a New York day (of the New York day an instant falls on), or null when the market is closed. */
export function sessionOn(day: Date | CalendarDay): TradingSession | null {
  const key = typeof day === "string" ? day : newYorkDay(day.getTime());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key) || Number.isNaN(utcMidnight(key))) throw new RangeError(`not a calendar day: ${key}`);
  const cached = sessionCache.get(key);
  if (cached !== undefined) return cached;
  const kind = nyseDayKind(key);
  const weekday = weekdayOf(key);
  const session =
    weekday === 0 || weekday === 6 || kind === "holiday"
      ? null
      : {
          day: key,
          open: newYorkTime(key, OPEN_MINUTE),
          close: newYorkTime(key, kind === "early-close" ? EARLY_CLOSE_MINUTE : CLOSE_MINUTE),
        };
  sessionCache.set(key, session);
  return session;
}

/** The session an instant falls in (open inclusive, close exclusive), or null outside every session. */
export function sessionAt(time: number): TradingSession | null {
  const session = sessionOn(new Date(time));
  return session && time >= session.open && time < session.close ? session : null;
}

export const isTradingTime = (time: number): boolean => sessionAt(time) !== null;

/** The earliest session open at or after an instant: inside a session, that is the next session's open. */
export function nextSessionOpenAtOrAfter(time: number): number {
  for (let day = newYorkDay(time); ; day = shiftDay(day, 1)) {
    const session = sessionOn(day);
    if (session && session.open >= time) return session.open;
  }
}

/** The instant itself when the market is open then, else the next open: where trading time resumes. */
export const tradingTimeAtOrAfter = (time: number): number => (isTradingTime(time) ? time : nextSessionOpenAtOrAfter(time));

/**
 * The instant `minutes` trading minutes after `start`, skipping nights, weekends and holidays. A start outside a
 * session counts from the next open. The result may be a session's close (390 minutes from an open is that day's 16:00).
 */
export function addTradingMinutes(start: number, minutes: number): number {
  if (!(minutes >= 0) || !Number.isFinite(minutes)) throw new RangeError(`trading minutes must be 0 or more, not ${minutes}`);
  // No minutes from a session's close is that close, as adding them in two steps gives (a property test found it).
  if (minutes === 0 && sessionOn(new Date(start))?.close === start) return start;
  let time = tradingTimeAtOrAfter(start);
  let remaining = minutes * MINUTE_MS;
  for (;;) {
    const close = (sessionAt(time) as TradingSession).close;
    if (time + remaining <= close) return time + remaining;
    remaining -= close - time;
    time = nextSessionOpenAtOrAfter(close);
  }
}

/** The `count` sessions on the days before `day`, oldest first. */
export function sessionsBefore(day: CalendarDay, count: number): TradingSession[] {
  const sessions: TradingSession[] = [];
  for (let earlier = shiftDay(day, -1); sessions.length < count; earlier = shiftDay(earlier, -1)) {
    const session = sessionOn(earlier);
    if (session) sessions.push(session);
  }
  return sessions.reverse();
}
