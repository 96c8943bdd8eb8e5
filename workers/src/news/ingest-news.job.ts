import { addSourceStates, claimDueSourceStates, type Database } from "@tradewire/db";
import { defineJob } from "../job-definition";
import { type SourceDefinition, sourcesOf } from "@tradewire/platform";
import { firstPollAt } from "../sources/feed-sources";

/** Each source has its own second of its interval (see nextPollAt); ticking every second keeps it there. */
const TICK_MS = 1_000;

/** Per database, the sources this process has already given a row: the insert need not run every second. */
const addedByDatabase = new WeakMap<Database, Set<string>>();

async function addNewSources(db: Database, sources: SourceDefinition[], now: Date): Promise<void> {
  const added = addedByDatabase.get(db) ?? new Set<string>();
  addedByDatabase.set(db, added);
  const fresh = sources.filter((source) => !added.has(source.id));
  await addSourceStates(db, fresh.map((source) => ({ sourceId: source.id, nextPollAt: firstPollAt(source, now) })));
  for (const source of fresh) added.add(source.id);
}

/**
 * Hands the live sources that are due to `poll-source` jobs. Each source keeps its own interval, phase,
 * validators and backoff in source_states; this tick only claims the due ones (so no two processes poll
 * one source) and queues them, which takes milliseconds, so a slow source never delays the next tick.
 */
export const ingestNews = defineJob("ingest-news", {
  schedule: {
    everyMs: (config) => Math.min(TICK_MS, ...sourcesOf(config).map((source) => source.intervalSeconds * 1000)),
    payload: {},
  },
  attempts: 1,
  dedupKey: () => "tick",
  handler: async (_payload, context) => {
    if (context.config.SOURCES !== "live") return;
    const { db } = context.database;
    const sources = sourcesOf(context.config);
    const now = new Date();
    await addNewSources(db, sources, now);
    const due = await claimDueSourceStates(db, sources.map((source) => source.id), now);
    if (due.length) await context.jobs.enqueueMany(due.map(({ sourceId }) => ({ name: "poll-source" as const, payload: { sourceId } })));
  },
});
