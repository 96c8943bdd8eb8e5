import { readFileSync } from "node:fs";
import type { CalendarSnapshot } from "@tradewire/core";
import { newYorkWallClock, shiftDay } from "@tradewire/core/domain/trading-calendar";
import { isCalendarDay } from "./is-calendar-day";
import { parseNasdaqEarnings } from "./parse-nasdaq-earnings";
import { parseNasdaqEconomic } from "./parse-nasdaq-economic";
import type { CalendarReader } from "./poll-calendar";

/** The Monday of the bundled week (workers/data/calendar-replay/): Monday 30 November to Friday 4 December 2026. */
export const REPLAY_WEEK_MONDAY = "2026-11-30";

const folder = new URL("../../data/calendar-replay/", import.meta.url);
const answers = new Map<string, unknown>();

/** One bundled answer, as Nasdaq gave it for that day of the reference week; read once per process. */
function bundledAnswer(kind: "economicevents" | "earnings", referenceDay: string): unknown {
  const name = `${kind}-${referenceDay}.json`;
  if (!answers.has(name)) answers.set(name, JSON.parse(readFileSync(new URL(name, folder), "utf8")));
  return answers.get(name);
}

/**
 * When a replayed actual becomes known: a release's at its time (an all-day one's at the day's start); a company's
 * EPS, which the source dates by the day only, at 07:00 New York time when it reports before the open (companies
 * publish from 06:00 to 08:00) and at 16:05 otherwise (after-hours reports come from 16:00).
 */
function releasedAt(snapshot: CalendarSnapshot, day: string): number {
  if (snapshot.kind === "macro") return snapshot.scheduledAt.getTime();
  return newYorkWallClock(day, snapshot.timing === "before_open" ? 7 * 60 : 16 * 60 + 5);
}

export interface ReplayCalendarOptions {
  /** The clock that decides which actuals are out; the real one unless a test sets it. */
  now?: () => Date;
}

/**
 * The calendar source of replay mode: a bundled week of Nasdaq's answers (invented content in the real format), read
 * through the same parsers as the live source. A day asked for is the reference week's day of the same weekday,
 * moved onto the day asked for at the same New York wall-clock times (weekends are empty), and each actual (an EPS
 * too) stays hidden until its moved time has passed, so replayed releases arrive during the day as live ones do.
 */
export function createReplayCalendar({ now = () => new Date() }: ReplayCalendarOptions = {}): CalendarReader {
  return {
    async fetchDays(days: readonly string[]): Promise<CalendarSnapshot[]> {
      const invalid = days.find((day) => !isCalendarDay(day));
      if (invalid !== undefined) throw new RangeError(`not a calendar day: ${invalid}`);
      const at = now().getTime();
      return days.flatMap((day) => {
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        if (weekday === 0 || weekday === 6) return [];
        const referenceDay = shiftDay(REPLAY_WEEK_MONDAY, weekday - 1);
        const earnings = bundledAnswer("earnings", referenceDay) as { data: Record<string, unknown> };
        const snapshots = [
          ...parseNasdaqEconomic(bundledAnswer("economicevents", referenceDay), { day, source: "replay" }),
          // The answer's own day (asOf) is the reference day's: without it, the parser dates the rows by the day asked for.
          ...parseNasdaqEarnings({ ...earnings, data: { ...earnings.data, asOf: null } }, { day, source: "replay" }),
        ];
        return snapshots.map((snapshot) => (releasedAt(snapshot, day) <= at ? snapshot : { ...snapshot, actual: null }));
      });
    },
  };
}
