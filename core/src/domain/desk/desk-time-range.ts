import type { DeskWord } from "./desk-words";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** "The last 99999 days" is taken as the last ten years: no store of news reaches further back. */
const LONGEST_SPAN = 3_660 * DAY;

/** A span of time as the question asks it: `until` exclusive, null for "up to now"; and how the desk says it. */
export interface TimeSpan {
  since: number;
  until: number | null;
  label: string;
}

/** A time phrase found in a question, and how many words it takes. */
export interface TimePhrase extends TimeSpan {
  length: number;
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

interface Unit {
  name: string;
  ms: number;
}
/** Rolling spans by their unit's spellings ("24h" is 24 hours). */
const UNITS = new Map<string, Unit>(
  (
    [
      ["minute", MINUTE, "m min mins minute minutes"],
      ["hour", HOUR, "h hr hrs hour hours"],
      ["day", DAY, "d day days"],
      ["week", WEEK, "w wk wks week weeks"],
      ["month", 30 * DAY, "month months"],
    ] as const
  ).flatMap(([name, ms, spellings]) => spellings.split(" ").map((spelling) => [spelling, { name, ms }] as const)),
);

const NUMBER = /^\d+$/;
const NUMBER_AND_UNIT = /^(\d+)([a-z]+)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar around `now`, in UTC: the days, weeks (from Monday) and months the phrases name. */
class Calendar {
  readonly today: number;
  constructor(readonly now: number) {
    this.today = Math.floor(now / DAY) * DAY;
  }

  /** The latest day on or before today (before it, when `strictly`) that is this weekday. */
  lastWeekday(weekday: number, strictly = false): number {
    const back = (new Date(this.today).getUTCDay() - weekday + 7) % 7;
    return this.today - (back === 0 && strictly ? 7 : back) * DAY;
  }

  get weekStart(): number {
    return this.lastWeekday(1);
  }

  monthStart(monthsBack: number): number {
    const today = new Date(this.today);
    return Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBack, 1);
  }

  /** "Monday 5 January", with the year when it is not this year's. */
  dayName(day: number): string {
    const date = new Date(day);
    const year = date.getUTCFullYear() === new Date(this.today).getUTCFullYear() ? "" : ` ${date.getUTCFullYear()}`;
    return `${capitalised(WEEKDAYS[date.getUTCDay()]!)} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}${year}`;
  }

  /** One whole day, or up to now when it is today. */
  day(day: number): TimeSpan {
    if (day === this.today) return this.sinceToday();
    return { since: day, until: day + DAY, label: day === this.today - DAY ? "yesterday (UTC)" : `on ${this.dayName(day)} (UTC)` };
  }

  sinceToday(): TimeSpan {
    return { since: this.today, until: null, label: "since 00:00 UTC today" };
  }

  sinceDay(day: number): TimeSpan {
    if (day === this.today) return this.sinceToday();
    return { since: day, until: null, label: day === this.today - DAY ? "since 00:00 UTC yesterday" : `since ${this.dayName(day)}, 00:00 UTC` };
  }

  /** The latest Saturday and Sunday that have begun. */
  weekend(): TimeSpan {
    const saturday = this.lastWeekday(6);
    return { since: saturday, until: saturday + 2 * DAY, label: `over the weekend (${this.dayName(saturday)} and ${this.dayName(saturday + DAY)}, UTC)` };
  }
}

/** A number word and its unit: "6 hours", "24h", "few days". */
function countAndUnit(words: readonly DeskWord[], start: number): { count: number | null; unit: string; length: number } | undefined {
  const first = words[start]?.lower;
  if (first === undefined) return undefined;
  const joined = NUMBER_AND_UNIT.exec(first);
  if (joined && UNITS.has(joined[2]!)) return { count: Number(joined[1]), unit: joined[2]!, length: 1 };
  const count = NUMBER.test(first) ? Number(first) : first === "few" ? 3 : first === "couple" ? 2 : null;
  if (count === null) return { count: null, unit: first, length: 1 };
  const of = first === "couple" && words[start + 1]?.lower === "of" ? 1 : 0;
  const unit = words[start + 1 + of]?.lower;
  return unit === undefined ? undefined : { count, unit, length: 2 + of };
}

function rolling(calendar: Calendar, count: number, unit: Unit): TimeSpan {
  const whole = Math.max(1, Math.min(count, Math.floor(LONGEST_SPAN / unit.ms)));
  return {
    since: calendar.now - whole * unit.ms,
    until: null,
    label: whole === 1 ? `in the last ${unit.name}` : `in the last ${whole} ${unit.name}s`,
  };
}

/** "last 6 hours", "past week", "last week", "last Friday", "last weekend". */
function lastSpan(calendar: Calendar, words: readonly DeskWord[], start: number): TimePhrase | undefined {
  const calendarSense = words[start]!.lower !== "past";
  const found = countAndUnit(words, start + 1);
  if (!found) return undefined;
  const { count, unit, length } = found;
  const weekday = WEEKDAYS.indexOf(unit);
  let span: TimeSpan | undefined;
  if (count === null && weekday >= 0) span = calendar.day(calendar.lastWeekday(weekday, true));
  else if (count === null && unit === "weekend") span = calendar.weekend();
  else if (count === null && calendarSense && unit === "week") {
    const since = calendar.weekStart - WEEK;
    span = { since, until: calendar.weekStart, label: `last week (${calendar.dayName(since)} to ${calendar.dayName(since + 6 * DAY)}, UTC)` };
  } else if (count === null && calendarSense && unit === "month") {
    const since = calendar.monthStart(1);
    span = { since, until: calendar.monthStart(0), label: `last month (${MONTHS[new Date(since).getUTCMonth()]}, UTC)` };
  } else if (UNITS.has(unit)) span = rolling(calendar, count ?? 1, UNITS.get(unit)!);
  return span && { ...span, length: 1 + length };
}

/** "this week", "this month", "this year", "this weekend", "this morning". */
function thisSpan(calendar: Calendar, unit: string | undefined): TimeSpan | undefined {
  if (unit === "week") return { since: calendar.weekStart, until: null, label: `this week (since ${calendar.dayName(calendar.weekStart)}, 00:00 UTC)` };
  if (unit === "month") return { since: calendar.monthStart(0), until: null, label: `this month (since ${calendar.dayName(calendar.monthStart(0))}, 00:00 UTC)` };
  if (unit === "year") {
    const since = Date.UTC(new Date(calendar.today).getUTCFullYear(), 0, 1);
    return { since, until: null, label: `this year (since ${calendar.dayName(since)}, 00:00 UTC)` };
  }
  if (unit === "weekend") return calendar.weekend();
  if (unit === "morning") return calendar.sinceToday();
  return undefined;
}

/** A calendar date written 2026-01-05, if it is one. */
function isoDay(word: string | undefined): number | undefined {
  const match = word === undefined ? null : ISO_DATE.exec(word);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : undefined;
}

/** A single word that names a day: today, yesterday, a weekday (its latest), a date. */
function namedDay(calendar: Calendar, word: string | undefined): number | undefined {
  if (word === "today") return calendar.today;
  if (word === "yesterday") return calendar.today - DAY;
  const weekday = WEEKDAYS.indexOf(word ?? "");
  return weekday >= 0 ? calendar.lastWeekday(weekday) : isoDay(word);
}

/** "since Monday", "since yesterday", "since 2026-01-05", "since last week", "since the weekend". */
function sinceSpan(calendar: Calendar, words: readonly DeskWord[], start: number): TimePhrase | undefined {
  const the = words[start + 1]?.lower === "the" ? 1 : 0;
  const next = words[start + 1 + the]?.lower;
  const day = namedDay(calendar, next);
  if (day !== undefined) return { ...calendar.sinceDay(day), length: 2 + the };
  if (next === "weekend") return { ...calendar.sinceDay(calendar.lastWeekday(6)), length: 2 + the };
  if (next === "last" && words[start + 2]?.lower === "week") return { ...calendar.sinceDay(calendar.weekStart - WEEK), length: 3 };
  return undefined;
}

function phraseAt(calendar: Calendar, words: readonly DeskWord[], start: number): TimePhrase | undefined {
  const word = words[start]!.lower;
  if (word === "today" || word === "tonight") return { ...calendar.sinceToday(), length: 1 };
  if (word === "weekend") return { ...calendar.weekend(), length: 1 };
  if (word === "since") return sinceSpan(calendar, words, start);
  if (word === "last" || word === "past" || word === "previous") return lastSpan(calendar, words, start);
  if (word === "this") {
    const span = thisSpan(calendar, words[start + 1]?.lower);
    return span && { ...span, length: 2 };
  }
  const day = namedDay(calendar, word);
  return day === undefined ? undefined : { ...calendar.day(day), length: 1 };
}

/**
 * The time phrase written at `start`, if one is, as instants around `now` (days, weeks from Monday and months in UTC).
 * Never after now: a date to come is taken as now, and an end after now as no end.
 */
export function timePhraseAt(words: readonly DeskWord[], start: number, now: number): TimePhrase | undefined {
  if (words[start]?.negated) return undefined;
  const phrase = phraseAt(new Calendar(now), words, start);
  if (!phrase) return undefined;
  const since = Math.max(0, Math.min(phrase.since, now));
  return { ...phrase, since, until: phrase.until !== null && phrase.until < now ? Math.max(phrase.until, since) : null };
}

/** Two or more time phrases ("yesterday and today"): the time they cover together. */
export function combinedSpan(spans: readonly TimeSpan[]): TimeSpan | undefined {
  if (spans.length <= 1) return spans[0];
  const since = Math.min(...spans.map((span) => span.since));
  const until = spans.some((span) => span.until === null) ? null : Math.max(...spans.map((span) => span.until!));
  const at = (time: number) => `${new Date(time).toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return { since, until, label: until === null ? `since ${at(since)}` : `from ${at(since)} to ${at(until)}` };
}
