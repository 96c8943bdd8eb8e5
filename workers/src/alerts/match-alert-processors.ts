import type { AlertIndex } from "@tradewire/core/domain/alerts/index";
import { articleSummaryOf } from "@tradewire/db";
import { defineProcessor } from "../events/processor-definition";
import type { JobContext } from "../job-context";
import { alertIndexOf } from "./alert-index-cache";
import { articleItem, marketItem, type MatchableItem } from "./alert-items";
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

export const matchAlertsOnMarketChange = defineProcessor("market.updated", {
  name: "match-alerts-on-market-change",
  handle: (market, context) => matchAndQueue(context, marketItem(market, "updated")),
});
