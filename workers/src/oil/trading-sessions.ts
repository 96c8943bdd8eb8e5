import { dayNumberOf, isTradingDay, sessionOpenOf, STEP_MS, STEPS_PER_SESSION } from "../prices/new-york-session";

/** US regular hours: 09:30 to 16:00 New York. */
export const SESSION_MS = STEPS_PER_SESSION * STEP_MS;

export interface TradingSession {
  /** The session's open (09:30 New York). */
  open: Date;
  /** Its close (16:00 New York). */
  close: Date;
}

/**
 * The weekday sessions that have opened by `now`, newest first: the running or last finished session,
 * then the ones before it. Exchange holidays are not modelled, so a caller that finds a session without
 * bars moves on to the one before.
 */
export function* sessionsBefore(now: Date): Generator<TradingSession> {
  for (let day = dayNumberOf(now.getTime()); ; day -= 1) {
    if (!isTradingDay(day)) continue;
    const open = sessionOpenOf(day);
    if (open > now.getTime()) continue;
    yield { open: new Date(open), close: new Date(open + SESSION_MS) };
  }
}
