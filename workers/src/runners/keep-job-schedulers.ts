import type { JobsOptions, Queue } from "bullmq";
import type { Redis } from "ioredis";
import type { Logger } from "pino";

/** One recurring job as BullMQ schedules it: the scheduler's id is the job's name. */
export interface JobSchedule {
  id: string;
  everyMs: number;
  data: unknown;
  opts: JobsOptions;
}

/** A check this often re-creates, well within a minute, the schedules a Redis that came back empty lost. */
export const SCHEDULE_CHECK_MS = 15_000;

export interface KeptJobSchedulers {
  /** Upserts every schedule (at start: a changed interval replaces the stored one). */
  upsertAll(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Keeps the job schedulers of recurring jobs in Redis. They live only there, so a Redis that comes back
 * empty (restarted without persistence, a failover to a fresh instance) would otherwise stop ingestion,
 * the heartbeat and the delivery sweep for good. They are checked whenever the connection is ready again
 * and every `checkEveryMs`, and the missing ones are upserted. An upsert by scheduler id is idempotent:
 * several workers restoring at once still leave one scheduler, and one next job, per recurring job.
 */
export function keepJobSchedulers(options: {
  queue: Queue;
  /** The connection the queue uses: its 'ready' after a reconnect may be a Redis that lost everything. */
  connection: Redis;
  schedules: readonly JobSchedule[];
  checkEveryMs: number;
  logger: Logger;
}): KeptJobSchedulers {
  const { queue, connection, schedules, checkEveryMs, logger } = options;
  let closed = false;
  let checking: Promise<unknown> | undefined;

  const upsert = ({ id, everyMs, data, opts }: JobSchedule) => queue.upsertJobScheduler(id, { every: everyMs }, { name: id, data, opts });

  /** Upserts the schedules Redis no longer holds. */
  const restoreMissing = async () => {
    const present = new Set((await queue.getJobSchedulers()).map((scheduler) => scheduler.key));
    const missing = schedules.filter((schedule) => !present.has(schedule.id));
    for (const schedule of missing) await upsert(schedule);
    if (missing.length) logger.warn({ schedules: missing.map((schedule) => schedule.id) }, "re-created job schedules missing from Redis");
  };

  /** One check at a time; a failure (Redis still down) waits for the next 'ready' or tick. */
  const check = () => {
    if (closed || checking) return;
    checking = restoreMissing()
      .catch((error: unknown) => logger.warn({ err: error }, "could not check the job schedules"))
      .finally(() => (checking = undefined));
  };
  const timer = setInterval(check, checkEveryMs).unref();
  connection.on("ready", check);

  return {
    async upsertAll() {
      for (const schedule of schedules) await upsert(schedule);
    },
    // A check under way is not waited for: with Redis away it would wait as long, and an upsert that
    // lands after the close is as harmless as any other.
    async close() {
      closed = true;
      clearInterval(timer);
      connection.off("ready", check);
    },
  };
}
