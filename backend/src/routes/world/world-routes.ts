import { errorBodySchema, storedWorldReportSchema, worldBanksSchema, worldRangeQuerySchema, worldReportSchema, type StoredWorldReport, type WorldRange } from "@tradewire/core";
import { findWorldReport, worldReportSaves } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";

/** Seconds a caller is asked to wait for the first build: the replay paths take about one, Yahoo a few. */
const FIRST_BUILD_RETRY_SECONDS = 5;
/** The report is rebuilt every 10 minutes; a browser may keep an answer for a minute. */
const MAX_AGE_SECONDS = 60;

/**
 * The World View's data, as the build-world-report job stored it: a read never waits on the price
 * provider. Before the first build has finished (the job runs at start) the answer is 503 with
 * Retry-After, and the build is queued in case it is not under way (the job is deduplicated).
 */
export function worldRoutes({ database, jobs, logger, caches }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  // A build in this process (embedded mode) shows at once; one in a worker process within the cache's 10 s.
  const keyOf = (report: string, range: WorldRange) => `${report}:${range}:${worldReportSaves(db)}`;

  async function storedReport(range: WorldRange): Promise<{ report: StoredWorldReport; builtAt: string }> {
    const row = await findWorldReport(db, range);
    // A row of an older shape (stored before a deploy changed it) counts as missing until the next build.
    const stored = row ? storedWorldReportSchema.safeParse(row.payload) : null;
    if (!row || !stored?.success) {
      jobs.enqueue("build-world-report", {}).catch((error: unknown) => logger.warn({ err: error }, "could not queue the world report build"));
      throw new HttpError(503, "The world report is being built; try again in a few seconds", { "Retry-After": String(FIRST_BUILD_RETRY_SECONDS) });
    }
    return { report: stored.data, builtAt: row.builtAt.toISOString() };
  }

  return [
    defineRoute({
      method: "get",
      path: "/report/world",
      summary: "'G10 Performance': each G10 member's main equity index as % change from the start of the range (1mo, 3mo or 1y; 1mo by default), one value per date",
      access: "public",
      query: worldRangeQuerySchema,
      answers: { 200: worldReportSchema, 400: errorBodySchema, 503: errorBodySchema },
      cache: { answers: caches.world, keyOf: ({ query: { range } }) => keyOf("g10", range), cacheControl: `public, max-age=${MAX_AGE_SECONDS}` },
      handler: async ({ query: { range } }) => {
        const { report, builtAt } = await storedReport(range);
        return reply(200, { ...report.world, built_at: builtAt });
      },
    }),
    defineRoute({
      method: "get",
      path: "/api/world/banks",
      summary: "The Big Five Banks of Canada (NYSE listings): daily closes and % change from the start of the range (1mo, 3mo or 1y; 1mo by default)",
      access: "member",
      query: worldRangeQuerySchema,
      answers: { 200: worldBanksSchema, 400: errorBodySchema, 503: errorBodySchema },
      cache: { answers: caches.world, keyOf: ({ query: { range } }) => keyOf("banks", range), cacheControl: `private, max-age=${MAX_AGE_SECONDS}` },
      handler: async ({ query: { range } }) => {
        const { report, builtAt } = await storedReport(range);
        return reply(200, { ...report.banks, built_at: builtAt });
      },
    }),
  ];
}
