import { defineProcessor } from "../events/processor-definition";
import type { JobContext } from "../job-context";
import { alertIndexOf } from "./alert-index-cache";
import { articleItem, marketItem, type MatchableItem } from "./alert-items";
import { queueMatches } from "./queue-matches";

async function matchAndQueue(context: JobContext, item: MatchableItem) {
  const index = await alertIndexOf(context.database.db);
  const fired = index.match(item.match);
  if (fired.length) await queueMatches(context, item, fired);
}

/** Every new story is matched against the active alerts, through the index. */
export const matchAlertsOnArticle = defineProcessor("article.created", {
  name: "match-alerts-on-article",
  handle: (article, context) => matchAndQueue(context, articleItem(article)),
});

export const matchAlertsOnNewMarket = defineProcessor("market.created", {
  name: "match-alerts-on-new-market",
  handle: (market, context) => matchAndQueue(context, marketItem(market, "created")),
});

export const matchAlertsOnMarketChange = defineProcessor("market.updated", {
  name: "match-alerts-on-market-change",
  handle: (market, context) => matchAndQueue(context, marketItem(market, "updated")),
});
