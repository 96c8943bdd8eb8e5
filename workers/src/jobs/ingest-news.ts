import { claimDueSources, countArticles } from "@tradewire/db";
import { defineJob } from "../job-definition";
import { newsServicesOf, sourcesOf } from "../news/news-services";
import { pollSource } from "../news/poll-source";

const MAX_TICK_MS = 15_000;

/**
 * Polls the live sources that are due. Each source keeps its own interval and backoff in source_states;
 * this job only ticks often enough for the most frequent one. A failed tick is not retried: the next
 * tick comes soon and each source's own backoff already decides when to ask it again.
 */
export const ingestNews = defineJob("ingest-news", {
  schedule: {
    everyMs: (config) => Math.min(MAX_TICK_MS, ...sourcesOf(config).map((source) => source.intervalSeconds * 1000)),
    payload: {},
  },
  attempts: 1,
  dedupKey: () => "tick",
  handler: async (_payload, context) => {
    if (context.config.SOURCES !== "live") return;
    const { sources } = newsServicesOf(context);
    const byId = new Map(sources.map((source) => [source.id, source]));
    const due = await claimDueSources(context.database.db, [...byId.keys()]);
    const results = await Promise.all(due.map((state) => pollSource(context, byId.get(state.sourceId)!, state)));
    // Offline at start: let the replay set fill the screens now rather than at its next tick.
    if (results.length && results.every((result) => !result.ok) && (await countArticles(context.database.db)) === 0) {
      await context.jobs.enqueue("replay-news", {});
    }
  },
});
