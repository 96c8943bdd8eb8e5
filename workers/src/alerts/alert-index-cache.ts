import { AlertIndex, parseKeywordQuery, probabilityMoveOf, type AlertRule } from "@tradewire/core/domain/alerts/index";
import { alertRulesVersionOf, listActiveAlerts, type AlertRow, type Database } from "@tradewire/db";
import type { AlertType } from "@tradewire/core/wire-constants";

const kindOf: Record<AlertType, AlertRule["kind"]> = { "Stock Alert": "stock", prediction_market: "market", move: "move", calendar: "calendar" };

/** An alert row as the matcher reads it. */
export function ruleOf(alert: AlertRow): AlertRule {
  return {
    id: alert.id,
    name: alert.name,
    userId: alert.userId,
    channelId: alert.channelId,
    kind: kindOf[alert.type],
    includeTags: alert.includeTags.map((tag) => tag.toLowerCase()),
    excludeTags: alert.excludeTags.map((tag) => tag.toLowerCase()),
    tickers: alert.tickers.map((ticker) => ticker.toUpperCase()),
    includeRelated: alert.includeRelated,
    keywords: keywordsOf(alert.keywords),
    minImpact: alert.minImpact,
    marketAlertType: alert.marketAlertType,
    volumeThreshold: alert.volumeThreshold,
    move: probabilityMoveOf(alert),
    marketId: alert.marketId,
    countries: alert.countries.map((country) => country.toUpperCase()),
    myTickers: alert.myTickers,
    remindMinutes: alert.remindMinutes,
  };
}

/** Stored keywords were checked when written; one that no longer parses (a changed syntax) matches nothing. */
function keywordsOf(text: string | null): AlertRule["keywords"] {
  if (text === null) return null;
  const query = parseKeywordQuery(text);
  return typeof query === "string" ? { text, all: [[["\u0000"]]], none: [] } : query;
}

const cache = new WeakMap<Database, { version: number; index: Promise<AlertIndex> }>();

/**
 * This process's index of the active alerts, rebuilt when the alerts' version has moved: one small read
 * per event, and every process (API node or worker, embedded or scaled) sees a change on its next event.
 */
export async function alertIndexOf(db: Database): Promise<AlertIndex> {
  const version = await alertRulesVersionOf(db);
  const cached = cache.get(db);
  if (cached && cached.version === version) return cached.index;
  // Move alerts are matched in the database, against their owners' tickers and watchlists (match-alerts-on-move), and
  // calendar alerts against each event as it comes (match-alerts-on-calendar-release, remind-calendar).
  const index = listActiveAlerts(db).then((rows) => new AlertIndex(rows.filter((row) => row.type !== "move" && row.type !== "calendar").map(ruleOf)));
  cache.set(db, { version, index });
  return index;
}
