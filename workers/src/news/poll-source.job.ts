import { countArticles, sourceStateOf } from "@tradewire/db";
import { defineJob } from "../job-definition";
import { currentFeedMode } from "./feed-mode";
import { sourcesOf } from "@tradewire/platform";
import { pollSource } from "./poll-one-source";

/**
 * One poll of one source, as its own job so that a slow or failing source never holds back the others.
 * A failed poll is not retried: it is recorded on the source, whose own backoff decides when to ask again.
 */
export const pollSourceJob = defineJob("poll-source", {
  attempts: 1,
  timeoutMs: 30_000,
  dedupKey: ({ sourceId }) => sourceId,
  handler: async ({ sourceId }, context) => {
    if (context.config.SOURCES !== "live") return;
    const source = sourcesOf(context.config).find((candidate) => candidate.id === sourceId);
    const state = await sourceStateOf(context.database.db, sourceId);
    // Dropped from the source list since it was queued.
    if (!source || !state) return;
    const result = await pollSource(context, source, state);
    // Offline at start: let the replay set fill the screens as soon as every source has failed once.
    if (!result.ok && (await currentFeedMode(context)) === "fallback" && (await countArticles(context.database.db)) === 0) {
      await context.jobs.enqueue("replay-news", {});
    }
  },
});
