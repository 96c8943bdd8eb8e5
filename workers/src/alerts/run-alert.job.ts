import { AlertIndex } from "@tradewire/core/domain/alerts/index";
import { findAlert, listFeedArticles, listOpenMarkets, presentArticle, presentMarket } from "@tradewire/db";
import { ruleOf } from "./alert-index-cache";
import { articleItem, marketItem } from "./alert-items";
import { queueMatches } from "./queue-matches";
import { PermanentJobError } from "../runners/job-errors";
import { defineJob } from "../job-definition";

const DAY_MS = 86_400_000;

/**
 * "Run now": the last 24 hours' stories (or the open markets opened in them) matched against one alert.
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
    const index = new AlertIndex([rule]);
    const since = Date.now() - DAY_MS;
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
