import type { AlertIndex, ProbabilityPoint } from "@tradewire/core/domain/alerts/index";
import { appendMarketPricePoints, articleSummaryOf, moveAlertsFor, readPriceHistories, recordMarketMoves } from "@tradewire/db";
import { defineProcessor } from "../events/processor-definition";
import type { JobContext } from "../job-context";
import { alertIndexOf, ruleOf } from "./alert-index-cache";
import { articleItem, calendarReleaseItem, marketItem, moveItem, type MatchableItem } from "./alert-items";
import { calendarAlertsFor, queueCalendarMatches } from "./calendar-alerts";
import { queueMatches } from "./queue-matches";

async function matchAndQueue(context: JobContext, item: MatchableItem | ((index: AlertIndex) => Promise<MatchableItem>)) {
  const index = await alertIndexOf(context.database.db);
  const matchable = typeof item === "function" ? await item(index) : item;
  const fired = index.match(matchable.match);
  if (fired.length) await queueMatches(context, matchable, fired);
}

/** Every new story is matched against the active alerts, through the index; its summary is read only for keyword alerts. */
export const matchAlertsOnArticle = defineProcessor("article.created", {
  name: "match-alerts-on-article",
  handle: (article, context) =>
    matchAndQueue(context, async (index) => articleItem(article, index.readsWords ? await articleSummaryOf(context.database.db, Number(article.id)) : null)),
});

export const matchAlertsOnNewMarket = defineProcessor("market.created", {
  name: "match-alerts-on-new-market",
  handle: (market, context) => matchAndQueue(context, marketItem(market, "created")),
});

/**
 * A market that changed: its volume for volume_threshold alerts, and while probability_move alerts exist, its
 * probability stored as a price point and its recent path read back, so every stored change is judged against
 * each alert's window. A move is delivered once; the alert fires again for that market after it settled back.
 */
export const matchAlertsOnMarketChange = defineProcessor("market.updated", {
  name: "match-alerts-on-market-change",
  handle: async (market, context) => {
    const db = context.database.db;
    const index = await alertIndexOf(db);
    const marketId = Number(market.id);
    const watchesMoves = index.longestMoveMinutes > 0 && market.probability !== null;
    let history: ProbabilityPoint[] | undefined;
    if (watchesMoves) {
      const now = new Date();
      await appendMarketPricePoints(db, marketId, [{ at: now, price: market.probability! }]);
      const since = new Date(now.getTime() - index.longestMoveMinutes * 60_000);
      history = (await readPriceHistories(db, [marketId], since)).get(marketId)!.map((point) => ({ at: point.at.getTime(), probability: point.price }));
    }
    const item = marketItem(market, "updated", history);
    const fired = index.match(item.match);
    const moves = watchesMoves ? await recordMarketMoves(db, marketId, fired.filter((rule) => rule.move !== null).map((rule) => rule.id)) : new Map<number, Date>();
    const due = fired.filter((rule) => rule.move === null || moves.has(rule.id));
    if (due.length) await queueMatches(context, item, due, (alertId) => moves.get(alertId)?.toISOString());
  },
});

/**
 * A move (detect-moves) reaches the move alerts of the members who hold the stock on their tickers or the market on their
 * watchlist, through the same deliveries and channels as every alert; each move is delivered once per alert and channel.
 */
export const matchAlertsOnMove = defineProcessor("move.detected", {
  name: "match-alerts-on-move",
  handle: async (move, context) => {
    const rows = await moveAlertsFor(context.database.db, { symbol: move.ticker, marketId: move.market_id === null ? null : Number(move.market_id) });
    if (rows.length) await queueMatches(context, moveItem(move), rows.map(ruleOf));
  },
});

/**
 * A calendar event's actual arrived (poll-calendar): the calendar alerts it matches (importance, countries, their owner's
 * tickers) each get one message, "US CPI y/y 3.1% vs 3.0% expected (previous 3.0%) — beat", linking to the calendar;
 * the same release published again finds its deliveries and sends nothing more.
 */
export const matchAlertsOnCalendarRelease = defineProcessor("calendar.released", {
  name: "match-alerts-on-calendar-release",
  handle: async (event, context) => {
    const alerts = await calendarAlertsFor(context.database.db, context.config, [event]);
    if (alerts.rules.length) await queueCalendarMatches(context, calendarReleaseItem(event, alerts.contextOf(event)), alerts.rules);
  },
});
