import { defineJob } from "../job-definition";
import { buildWorldReports } from "./build-world-reports";
import { worldPriceProviderFor } from "./world-price-provider-for";

/** Daily closes move once a day, but the running session's bar moves all day: ten minutes keeps it near. */
const REBUILD_EVERY_MS = 10 * 60_000;

/**
 * Rebuilds the World View's reports ('G10 Performance' and the Big Five Banks of Canada, every range) from
 * daily prices and stores them, so GET /report/world only reads. Runs at start and then on its schedule;
 * GET /report/world queues it too while nothing is stored.
 */
export const buildWorldReport = defineJob("build-world-report", {
  schedule: { everyMs: () => REBUILD_EVERY_MS, payload: {} },
  // Price APIs rate-limit: wait longer between tries than the default, as build-report does.
  backoff: { type: "exponential", delayMs: 5_000 },
  // Sixteen symbols read one after another, each within the provider's own 10 s timeout.
  timeoutMs: 180_000,
  dedupKey: () => "world",
  handler: async (_payload, context) => {
    const provider = await worldPriceProviderFor(context);
    await buildWorldReports({ db: context.database.db, provider, logger: context.logger });
  },
});
