import { isUsMarketOpen } from "@tradewire/core";
import { listReportsOfRecentArticles } from "@tradewire/db";
import { defineJob } from "../job-definition";

const REFRESH_EVERY_MS = 5 * 60_000;
const REFRESH_WINDOW_MS = 5 * 24 * 3600_000;

/** While US markets are open, rebuilds the reports of stories younger than 5 days (each pushes report.updated). */
export const refreshReports = defineJob("refresh-reports", {
  everyMs: () => REFRESH_EVERY_MS,
  handler: async (_payload, { database, jobs }) => {
    if (!isUsMarketOpen(new Date())) return;
    const articleIds = await listReportsOfRecentArticles(database.db, new Date(Date.now() - REFRESH_WINDOW_MS));
    for (const articleId of articleIds) {
      await jobs.enqueue("build-report", { articleId }, { jobId: `refresh-report-${articleId}-${Math.floor(Date.now() / REFRESH_EVERY_MS)}` });
    }
  },
});
