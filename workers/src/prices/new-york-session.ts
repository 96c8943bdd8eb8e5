const DAY_MS = 86_400_000;
const OPEN_MINUTES = 9 * 60 + 30;
export const STEP_MS = 5 * 60_000;
/** 09:30 to 16:00 is 78 five-minute steps. */
export const STEPS_PER_SESSION = 78;

const offsetFormat = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", timeZoneName: "longOffset" });
const openCache = new Map<number, number>();

/** Minutes New York is ahead of UTC at an instant (-240 in summer, -300 in winter), from Intl so DST is right. */
function newYorkOffsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** Days since 1970-01-01 of the calendar date that holds this instant in UTC. */
export function dayNumberOf(instant: number): number {
  return Math.floor(instant / DAY_MS);
}

/** Weekdays only; exchange holidays are not modelled. */
export function isTradingDay(day: number): boolean {
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday
  return weekday >= 1 && weekday <= 5;
}

/** Unix ms of 09:30 New York time on a calendar date (given as a day number). */
export function sessionOpenOf(day: number): number {
  let open = openCache.get(day);
  if (open === undefined) {
    const localOpen = day * DAY_MS + OPEN_MINUTES * 60_000;
    // The clocks change at 02:00 local, so the offset one hour after 09:30 EST is that morning's offset.
    open = localOpen - newYorkOffsetMinutes(localOpen + 5 * 3_600_000) * 60_000;
    openCache.set(day, open);
  }
  return open;
}
