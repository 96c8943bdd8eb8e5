import { AlertIndex } from "@tradewire/core/domain/alerts/index";
import { findAlert, findCalendarEvents, findMoves, listFeedArticles, listOpenMarkets, moveAlertsFor, presentArticle, presentCalendarEvent, presentMarket, presentMove } from "@tradewire/db";
import { ruleOf } from "./alert-index-cache";
import { articleItem, calendarReleaseItem, marketItem, moveItem } from "./alert-items";
import { calendarAlertsFor, queueCalendarMatches } from "./calendar-alerts";
import { queueMatches } from "./queue-matches";
import { PermanentJobError } from "../runners/job-errors";
import { defineJob } from "../job-definition";

const DAY_MS = 86_400_000;

/**
 * "Run now": the last 24 hours' stories (or the open markets opened in them, the moves, or the calendar's releases)
 * matched against one alert.
 * What it already delivered is not sent again: the idempotency keys are the ones the live path uses.
 */
export const runAlert = defineJob("run-alert", {
  attempts: 1,
  timeoutMs: 60_000,
  handler: async ({ alertId, userId }, context) => {
    const db = context.database.db;
    const alert = await findAlert(db, userId, alertId);
    if (!alert) throw new PermanentJobError(`No alert ${alertId}`);
    const rule = ruleOf(alert);
    const since = Date.now() - DAY_MS;
    if (rule.kind === "move") {
      // The last day's moves of the owner's tickers and watchlist markets.
      for (const move of (await findMoves(db, { limit: 500 })).filter((each) => each.endsAt.getTime() >= since)) {
        const owners = await moveAlertsFor(db, { symbol: move.symbol, marketId: move.marketId });
        if (owners.some((row) => row.id === alert.id)) await queueMatches(context, moveItem(presentMove(move)), [rule]);
      }
      return;
    }
    if (rule.kind === "calendar") {
      // The releases Tradewire saw in the last day; an event's day may have begun the day before (earnings after the close).
      const rows = await findCalendarEvents(db, { from: new Date(since - DAY_MS), to: new Date(Date.now() + DAY_MS) });
      const released = rows.filter((row) => row.releasedAt !== null && row.releasedAt.getTime() >= since).map(presentCalendarEvent);
      const alerts = await calendarAlertsFor(db, context.config, released, { rules: [rule] });
      for (const event of released) await queueCalendarMatches(context, calendarReleaseItem(event, alerts.contextOf(event)), alerts.rules);
      return;
    }
    const index = new AlertIndex([rule]);
    const items =
      rule.kind === "stock"
        ? (await listFeedArticles(db, { limit: 200 })).filter((row) => row.datePublished.getTime() >= since).map((row) => articleItem(presentArticle(row)))
        : (await listOpenMarkets(db, 500))
            .filter((row) => (row.startDate ?? row.createdAt).getTime() >= since || rule.marketAlertType === "volume_threshold")
            .map((row) => marketItem(presentMarket(row), "created"));
    for (const item of items) {
      const fired = index.match(item.match);
      if (fired.length) await queueMatches(context, item, fired);
    }
  },
});
