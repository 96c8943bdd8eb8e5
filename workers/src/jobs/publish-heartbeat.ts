import { defineJob } from "../job-definition";
import { currentFeedMode } from "../news/feed-mode";

/** Proves the path job -> publish -> socket end to end; the footer shows the last tick and where the feed comes from. */
export const publishHeartbeat = defineJob("publish-heartbeat", {
  everyMs: ({ config }) => config.HEARTBEAT_INTERVAL_MS,
  handler: async (_payload, context) => {
    await context.publish("system.tick", {
      at: new Date().toISOString(),
      jobs: context.config.jobsEngine,
      feed: await currentFeedMode(context),
    });
  },
});
