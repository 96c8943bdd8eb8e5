import { isUsMarketOpen } from "@tradewire/core";
import { listReportsOfRecentArticles } from "@tradewire/db";
import { defineJob } from "../job-definition";

const REFRESH_EVERY_MS = 5 * 60_000;
const REFRESH_WINDOW_MS = 5 * 24 * 3600_000;

/**
 * While US markets are open, rebuilds the reports of stories younger than 5 days (each pushes
 * report.updated). A report whose build is still queued from the last round is not queued twice:
 * build-report deduplicates by article.
 */
export const refreshReports = defineJob("refresh-reports", {
  schedule: { everyMs: () => REFRESH_EVERY_MS, payload: {} },
  handler: async (_payload, { database, jobs }) => {
    if (!isUsMarketOpen(new Date())) return;
    const articleIds = await listReportsOfRecentArticles(database.db, new Date(Date.now() - REFRESH_WINDOW_MS));
    await jobs.enqueueMany(articleIds.map((articleId) => ({ name: "build-report" as const, payload: { articleId } })));
  },
});
