import { recordSourceArrivals, recordSourceFailure, recordSourceSuccess, type SourceStateRow } from "@tradewire/db";
import type { JobContext } from "../job-context";
import { arrivalsOf } from "./arrivals-of";
import { newsServicesOf } from "./news-services";
import type { SourceDefinition } from "@tradewire/platform";
import { fetchSource, nextPollAt, SourceError } from "../sources/feed-sources";

export interface PollResult {
  ok: boolean;
  created: number;
}

/**
 * Polls one source with the validators of its last answer; a failure is recorded on that source alone
 * and never reaches the others. A 304 is a successful poll that parses and stores nothing. New stories
 * are recorded with their delay from publication to push (see arrivalsOf).
 */
export async function pollSource(
  context: JobContext,
  source: SourceDefinition,
  previous: Pick<SourceStateRow, "etag" | "lastModified" | "consecutiveFailures" | "lastSuccessAt">,
): Promise<PollResult> {
  const { database, logger } = context;
  const { ingestor } = newsServicesOf(context);
  try {
    const outcome = await fetchSource(source, previous);
    if (outcome.status === "not-modified") {
      await recordSourceSuccess(database.db, source.id, { seen: 0, created: 0, nextPollAt: nextPollAt(source, { consecutiveFailures: 0 }, new Date()) });
      return { ok: true, created: 0 };
    }
    const { seen, created, createdUrls } = await ingestor.ingest(outcome.items);
    const arrivedAt = new Date();
    if (created) {
      const arrivals = arrivalsOf(outcome.items, new Set(createdUrls), { arrivedAt, lastSuccessAt: previous.lastSuccessAt });
      await recordSourceArrivals(database.db, source.id, arrivals, arrivedAt);
      for (const delayMs of arrivals.delaysMs) context.metrics.sourceDelay.observe({ source: source.id }, delayMs / 1_000);
    }
    await recordSourceSuccess(database.db, source.id, {
      etag: outcome.etag,
      lastModified: outcome.lastModified,
      seen,
      created,
      nextPollAt: nextPollAt(source, { consecutiveFailures: 0 }, arrivedAt),
    });
    logger.info({ source: source.id, seen, created }, "source polled");
    return { ok: true, created };
  } catch (error) {
    context.metrics.sourcePollFailures.inc({ source: source.id });
    const consecutiveFailures = previous.consecutiveFailures + 1;
    const retryAfterSeconds = error instanceof SourceError ? error.retryAfterSeconds : undefined;
    const message = error instanceof Error ? error.message : String(error);
    await recordSourceFailure(database.db, source.id, message, nextPollAt(source, { consecutiveFailures, retryAfterSeconds }, new Date()));
    logger.warn({ source: source.id, failures: consecutiveFailures, err: message }, "source failed");
    return { ok: false, created: 0 };
  }
}
