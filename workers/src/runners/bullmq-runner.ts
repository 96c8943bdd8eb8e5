import { createHash } from "node:crypto";
import type { EnqueueOptions, JobName, JobPayload, JobQueue } from "@tradewire/core";
import { Queue, QueueEvents, UnrecoverableError, Worker, type Job, type JobsOptions } from "bullmq";
import type { Redis } from "ioredis";
import { acceptedRequestId, currentRequestId, newRequestId, withRequestId } from "@tradewire/platform";
import type { JobDefinition } from "../job-definition";
import { JobTimeoutError, PermanentJobError } from "./job-errors";
import { checkedPayload, definitionOf, runAttempt, type JobRunner, type RunnerOptions } from "./job-runner";
import { keepJobSchedulers, SCHEDULE_CHECK_MS, type KeptJobSchedulers } from "./keep-job-schedulers";
import { retryDelayMs } from "./retry-delay-ms";
import { within } from "@tradewire/core/domain/within";

export const QUEUE_NAME = "jobs";
/** Every job's backoff is computed by retryDelayMs from its definition, through the worker's strategy. */
const POLICY_BACKOFF = { type: "policy" } as const;

export interface BullmqQueueOptions {
  definitions: readonly JobDefinition[];
  redis: Redis;
  prefix: string;
}

export interface BullmqRunnerOptions extends RunnerOptions, BullmqQueueOptions {
  concurrency?: number;
  /** How often the worker checks that every recurring job is still scheduled in Redis (SCHEDULE_CHECK_MS). */
  scheduleCheckMs?: number;
  /** How long close() lets running jobs finish before it hands them back to the queue (CLOSE_GRACE_MS). */
  closeGraceMs?: number;
}

/**
 * A stopping worker waits this long for its running jobs, then puts the rest back in the queue for
 * another worker: with the process's clean-up it stays within the 10 s a container stop allows.
 */
export const CLOSE_GRACE_MS = 7_000;
/** What closing may still wait for Redis after the grace (it may be the one thing that is down). */
const REDIS_CLOSE_MS = 1_000;

/**
 * A job's options with the request id of the work that queues it. The id rides in the options, beside the
 * payload rather than in it: payloads keep their schemas, and BullMQ stores the options with the job and hands
 * them back to the worker as they were.
 */
type CarryingOptions = JobsOptions & { requestId?: string };

/** The options a job is added with: its definition's attempts and deduplication key. */
function jobOptions(definition: JobDefinition, dedupKey: string | undefined, delayMs?: number): JobsOptions {
  return {
    attempts: definition.attempts,
    backoff: POLICY_BACKOFF,
    removeOnComplete: { count: 1_000 },
    removeOnFail: { count: 5_000 },
    ...(dedupKey ? { deduplication: { id: dedupKey } } : {}),
    ...(delayMs ? { delay: delayMs } : {}),
  };
}

/** The id queued jobs carry: the request's or job's that queues them, else a new one (a command, start-up). */
const queuingRequestId = (): string => currentRequestId() ?? newRequestId();
const carrying = (options: JobsOptions, requestId = queuingRequestId()): CarryingOptions => ({ ...options, requestId });

/**
 * The id a job runs under: the one it was queued with. A job without one (a recurring job's run, which its
 * scheduler adds, or one queued by a release that did not carry ids) gets one made from its own id, so its
 * attempts and its failure line share it.
 */
function requestIdOf(job: Pick<Job, "id" | "opts" | "queueQualifiedName">): string {
  const stored = acceptedRequestId((job.opts as CarryingOptions).requestId);
  if (stored) return stored;
  const digest = createHash("sha256").update(`${job.queueQualifiedName}:${job.id}`).digest("hex");
  return `${digest.slice(0, 8)}-${digest.slice(8, 12)}-${digest.slice(12, 16)}-${digest.slice(16, 20)}-${digest.slice(20, 32)}`;
}

/**
 * Scaled mode's producer side: what an API node needs to queue jobs, and nothing that runs them, so
 * an API node does no worker start-up work.
 */
export function createBullmqQueue({ definitions, redis, prefix }: BullmqQueueOptions): JobQueue & { queue: Queue; close(): Promise<void> } {
  const queue = new Queue(QUEUE_NAME, { connection: redis, prefix });
  let events: QueueEvents | undefined;
  return {
    kind: "bullmq",
    queue,
    async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options: EnqueueOptions = {}) {
      const { definition, dedupKey } = checkedPayload(definitions, name, payload);
      await queue.add(name, payload, carrying(jobOptions(definition, dedupKey, options.delayMs)));
    },
    async enqueueMany(jobs) {
      if (!jobs.length) return;
      const requestId = queuingRequestId();
      await queue.addBulk(
        jobs.map(({ name, payload }) => {
          const { definition, dedupKey } = checkedPayload(definitions, name, payload);
          return { name, data: payload, opts: carrying(jobOptions(definition, dedupKey), requestId) };
        }),
      );
    },
    async run(name, payload, { timeoutMs } = {}) {
      const definition = definitionOf(definitions, name);
      definition.schema.parse(payload);
      const limitMs = timeoutMs ?? definition.timeoutMs;
      // The wait covers queuing too: while Redis is away its commands wait for it, and the caller (a
      // request) must get its answer within the limit all the same.
      await within(
        limitMs,
        () => new JobTimeoutError(name, limitMs),
        (async () => {
          events ??= new QueueEvents(QUEUE_NAME, { connection: redis.duplicate({ maxRetriesPerRequest: null }), prefix });
          await events.waitUntilReady();
          // One attempt: the caller is waiting and reports the failure itself.
          const job = await queue.add(name, payload, carrying({ ...jobOptions(definition, undefined), attempts: 1 }));
          await job.waitUntilFinished(events, limitMs);
        })(),
      );
    },
    async close() {
      await events?.close();
      await queue.close();
    },
  };
}

/**
 * Scaled mode's worker side: runs the queue's jobs with each definition's policy, and keeps the recurring
 * ones scheduled, also after Redis came back empty (keepJobSchedulers).
 */
export function createBullmqRunner(options: BullmqRunnerOptions): JobRunner {
  const { context, definitions, redis, prefix, concurrency = 10, scheduleCheckMs = SCHEDULE_CHECK_MS, closeGraceMs = CLOSE_GRACE_MS } = options;
  const { logger } = context;
  const producer = createBullmqQueue({ definitions, redis, prefix });
  context.metrics.watchQueue(producer.queue);
  let workerConnection: Redis | undefined;
  /** The jobs this worker is running, with the lock token that lets it hand them back. */
  const running = new Map<string, { job: Job; token: string | undefined }>();
  let worker: Worker | undefined;
  let schedulers: KeptJobSchedulers | undefined;

  return {
    ...producer,
    async start() {
      workerConnection = redis.duplicate({ maxRetriesPerRequest: null });
      worker = new Worker(
        QUEUE_NAME,
        async (job, token) => {
          const key = job.id!;
          running.set(key, { job, token });
          try {
            await withRequestId(requestIdOf(job), () => runAttempt(definitionOf(definitions, job.name), job.data, context, job.attemptsMade + 1));
          } catch (error) {
            if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
            throw error;
          } finally {
            running.delete(key);
          }
        },
        {
          connection: workerConnection,
          prefix,
          concurrency,
          settings: {
            backoffStrategy: (failedAttempts, _type, error, job) =>
              retryDelayMs(definitionOf(definitions, job?.name ?? "").backoff, failedAttempts, error),
          },
        },
      );
      worker.on("failed", (job, error) =>
        logger.error({ err: error, job: job?.name, attempt: job?.attemptsMade, ...(job ? { requestId: requestIdOf(job) } : {}) }, "job failed"),
      );
      // Without a listener BullMQ prints every lost connection to stderr; Redis being away is a warning.
      worker.on("error", (error) => logger.warn({ err: error }, "job worker: Redis error"));
      producer.queue.on("error", (error) => logger.warn({ err: error }, "job queue: Redis error"));
      schedulers = keepJobSchedulers({
        queue: producer.queue,
        connection: redis,
        checkEveryMs: scheduleCheckMs,
        logger,
        schedules: definitions.flatMap((definition) =>
          definition.schedule
            ? [{ id: definition.name, everyMs: definition.schedule.everyMs(context.config), data: definition.schedule.payload, opts: jobOptions(definition, undefined) }]
            : [],
        ),
      });
      await schedulers.upsertAll();
      await worker.waitUntilReady();
    },
    async close() {
      await schedulers?.close();
      if (worker) {
        const closing = worker.close();
        const finished = await within(closeGraceMs, () => new Error("running jobs outlived the grace"), closing).then(
          () => true,
          () => false,
        );
        if (!finished) {
          // Handed back now, another worker runs them at once instead of after their lock expires (and
          // without counting a stall against them). What this process was doing for them stops with it.
          const released = [...running.values()];
          const handedBack = Promise.all(released.map(({ job, token }) => job.moveToWait(token).catch(() => 0)));
          await within(REDIS_CLOSE_MS, () => new Error("Redis did not answer"), handedBack).catch(() => {});
          logger.warn({ jobs: released.map(({ job }) => job.name) }, "stopping: released the jobs still running to other workers");
        }
      }
      workerConnection?.disconnect();
      // With Redis away, closing the queue would wait for it; the process is stopping anyway.
      await within(REDIS_CLOSE_MS, () => new Error("Redis did not answer"), producer.close()).catch(() => {});
    },
  };
}
