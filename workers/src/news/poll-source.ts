import { recordSourceFailure, recordSourceSuccess } from "@tradewire/db";
import type { JobContext } from "../job-context";
import { newsServicesOf } from "./news-services";
import { fetchSource, nextPollDelaySeconds, SourceError, type SourceDefinition } from "../sources/index";

export interface PollResult {
  ok: boolean;
  created: number;
}

/** Polls one source; a failure is recorded on that source alone and never reaches the others. */
export async function pollSource(
  context: JobContext,
  source: SourceDefinition,
  previous: { etag: string | null; lastModified: string | null; consecutiveFailures: number },
): Promise<PollResult> {
  const { database, logger } = context;
  const { ingestor } = newsServicesOf(context);
  const nextPollAt = (failures: number, retryAfter?: number) =>
    new Date(Date.now() + nextPollDelaySeconds(source, failures, retryAfter) * 1000);
  try {
    const outcome = await fetchSource(source, previous);
    if (outcome.status === "not-modified") {
      await recordSourceSuccess(database.db, source.id, { seen: 0, created: 0, nextPollAt: nextPollAt(0) });
      return { ok: true, created: 0 };
    }
    const { seen, created } = await ingestor.ingest(outcome.items);
    await recordSourceSuccess(database.db, source.id, {
      etag: outcome.etag,
      lastModified: outcome.lastModified,
      seen,
      created,
      nextPollAt: nextPollAt(0),
    });
    logger.info({ source: source.id, seen, created }, "source polled");
    return { ok: true, created };
  } catch (error) {
    const failures = previous.consecutiveFailures + 1;
    const retryAfter = error instanceof SourceError ? error.retryAfterSeconds : undefined;
    const message = error instanceof Error ? error.message : String(error);
    await recordSourceFailure(database.db, source.id, message, nextPollAt(failures, retryAfter));
    logger.warn({ source: source.id, failures, err: message }, "source failed");
    return { ok: false, created: 0 };
  }
}
