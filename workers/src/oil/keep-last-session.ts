import { OIL_BAR_INTERVAL } from "@tradewire/core";
import { dropSessionBars, readLatestSessionBars, sessionBarsKey, storeSessionBars, type Database } from "@tradewire/db";
import { minuteBarSourceNames, type MinuteBarSource } from "./minute-bar-source";
import { sessionsBefore, type TradingSession } from "./trading-sessions";

/** A week of weekdays: enough to step over any run of exchange holidays. */
const SESSIONS_TRIED = 5;

export interface KeptSession {
  session: TradingSession;
  /** Bars stored now; 0 when the session was already stored whole and nothing was fetched. */
  fetched: number;
}

/**
 * Keeps the last trading session's 1-minute bars of `symbol` in price_bars: the running session while it
 * has bars, else the last one that has (before the first minute of a session, on a holiday). A finished
 * session already stored whole is not fetched again, and the other source's session is dropped once this
 * source's is stored. Answers undefined when no recent session has bars.
 */
export async function keepLastSession(options: { db: Database; source: MinuteBarSource; symbol: string; now?: Date }): Promise<KeptSession | undefined> {
  const { db, source, symbol, now = new Date() } = options;
  const stored = await readLatestSessionBars(db, symbol, OIL_BAR_INTERVAL, [source.name]);
  let tried = 0;
  for (const session of sessionsBefore(now)) {
    if (tried++ >= SESSIONS_TRIED) return undefined;
    // The close is the first moment after the session: its last bar starts at 15:59.
    const span = { from: session.open, to: new Date(Math.min(now.getTime(), session.close.getTime() - 1)) };
    const finished = span.to < now;
    if (finished && stored?.bars.length && stored.coveredFrom.getTime() === span.from.getTime() && stored.coveredTo >= span.to) {
      return { session, fetched: 0 };
    }
    const bars = await source.minuteBars(symbol, span);
    if (!bars.length) continue;
    await storeSessionBars(db, sessionBarsKey(source.name, symbol), OIL_BAR_INTERVAL, bars, span);
    // Live and replayed prices never meet on one chart: the other source's session goes.
    for (const other of minuteBarSourceNames) {
      if (other !== source.name) await dropSessionBars(db, sessionBarsKey(other, symbol), OIL_BAR_INTERVAL);
    }
    return { session, fetched: bars.length };
  }
  return undefined;
}
