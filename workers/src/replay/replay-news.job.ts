import { defineJob } from "../job-definition";
import { currentFeedMode } from "../news/feed-mode";
import { replayStep } from "./replay-step";

/** Runs the replay source while it is the feed: SOURCES=replay, or as the fallback while every live source fails. */
export const replayNews = defineJob("replay-news", {
  schedule: { everyMs: (config) => config.REPLAY_INTERVAL_MS, payload: {} },
  // Two steps at once would release two stories, or seed twice.
  dedupKey: () => "step",
  handler: async (_payload, context) => {
    const mode = await currentFeedMode(context);
    if (mode !== "replay" && mode !== "fallback") return;
    const step = await replayStep(context);
    context.logger.debug({ step }, "replay");
  },
});
