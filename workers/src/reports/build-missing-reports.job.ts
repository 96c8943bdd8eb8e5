import { listArticlesLackingReport } from "@tradewire/db";
import { defineJob } from "../job-definition";
import { priceProviderFor } from "./price-provider-for";
import { REPORT_BUILD_SPACING_MS } from "./report-build-spacing";

const EVERY_MS = 5 * 60_000;
/** Stories older than this keep going without a report: a month covers the replay set and the 3M chart's reason to exist. */
const WINDOW_MS = 30 * 24 * 3600_000;
/** Builds queued per run; the rest wait for the next run. */
const BATCH = 200;

/**
 * Queues the report build of every recent story that names a ticker the price provider knows and has no
 * report yet, newest first: stories stored before reports were automatic, seeded quietly (the replay set),
 * or whose build failed for good. At start, then every 5 minutes.
 */
export const buildMissingReports = defineJob("build-missing-reports", {
  schedule: { everyMs: () => EVERY_MS, payload: {} },
  dedupKey: () => "all",
  handler: async (_payload, context) => {
    const { database, jobs } = context;
    const provider = await priceProviderFor(context);
    const lacking = await listArticlesLackingReport(database.db, new Date(Date.now() - WINDOW_MS));
    const due = lacking.filter((article) => article.tickers.some((symbol) => provider.knows(symbol))).slice(0, BATCH);
    for (const [index, { articleId }] of due.entries()) {
      await jobs.enqueue("build-report", { articleId }, { delayMs: index * REPORT_BUILD_SPACING_MS[provider.name] });
    }
    if (due.length) context.logger.info({ queued: due.length, provider: provider.name }, "queued missing reports");
  },
});
