import { alertFires, prepareItem, type AlertRule } from "@tradewire/core/domain/alerts/index";
import type { CalendarEvent } from "@tradewire/core";
import type { AppConfig } from "@tradewire/core/schemas/config";
import { listCalendarAlerts, tickerHolders, type Database } from "@tradewire/db";
import { ruleOf } from "./alert-index-cache";
import type { CalendarItemContext, MatchableItem } from "./alert-items";
import { queueMatches } from "./queue-matches";

const NOBODY: ReadonlySet<number> = new Set();

/** Where a calendar alert's message sends its reader: the calendar page. */
export const calendarUrlOf = (config: Pick<AppConfig, "publicUrl">) => `${config.publicUrl}/calendar`;

export interface CalendarAlerts {
  rules: AlertRule[];
  /** What an item of one of the events needs: who holds its ticker, the calendar's address. */
  contextOf(event: CalendarEvent): CalendarItemContext;
}

/**
 * The active calendar alerts (or only one, for "run now"), with who holds the tickers of these events on their own
 * list: read only when a "my tickers" alert is among them and an event has a ticker.
 */
export async function calendarAlertsFor(
  db: Database,
  config: Pick<AppConfig, "publicUrl">,
  events: readonly CalendarEvent[],
  { withReminder = false, rules: given }: { withReminder?: boolean; rules?: AlertRule[] } = {},
): Promise<CalendarAlerts> {
  const rules = given ?? (await listCalendarAlerts(db, { withReminder })).map(ruleOf);
  const tickers = rules.some((rule) => rule.myTickers) ? [...new Set(events.flatMap((event) => (event.ticker ? [event.ticker] : [])))] : [];
  const holders = await tickerHolders(db, tickers);
  const calendarUrl = calendarUrlOf(config);
  return { rules, contextOf: (event) => ({ holders: (event.ticker && holders.get(event.ticker)) || NOBODY, calendarUrl }) };
}

/**
 * Queues the deliveries of the calendar alerts an item fires: once per alert, event and channel (the deliveries'
 * idempotency key; a reminder's names the time it reminds of, so a postponed event is reminded of again).
 */
export async function queueCalendarMatches(context: Parameters<typeof queueMatches>[0], item: MatchableItem, rules: readonly AlertRule[], occurrence?: string): Promise<number> {
  const prepared = prepareItem(item.match);
  const fired = rules.filter((rule) => alertFires(rule, prepared));
  return fired.length ? queueMatches(context, item, fired, () => occurrence) : 0;
}
