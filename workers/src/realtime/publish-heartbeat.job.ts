import { defineJob } from "../job-definition";
import { currentFeedMode, currentMarketMode } from "../news/feed-mode";

/** Proves the path job -> publish -> socket end to end; the footer says from it where the feed comes from (Live or Replay). */
export const publishHeartbeat = defineJob("publish-heartbeat", {
  schedule: { everyMs: (config) => config.HEARTBEAT_INTERVAL_MS, payload: {} },
  // A late tick is worth nothing: the next one is on its way.
  attempts: 1,
  timeoutMs: 10_000,
  handler: async (_payload, context) => {
    await context.publish("system.tick", {
      at: new Date().toISOString(),
      jobs: context.config.jobsEngine,
      feed: await currentFeedMode(context),
      markets: await currentMarketMode(context),
    });
  },
});
