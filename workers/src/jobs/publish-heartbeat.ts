import { defineJob } from "../job-definition";

/** Proves the path job -> publish -> socket end to end; the UI footer shows the last tick. */
export const publishHeartbeat = defineJob("publish-heartbeat", {
  everyMs: ({ config }) => config.HEARTBEAT_INTERVAL_MS,
  handler: async (_payload, { publish, config }) => {
    await publish("system.tick", { at: new Date().toISOString(), jobs: config.jobsEngine });
  },
});
