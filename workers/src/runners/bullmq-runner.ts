import type { EnqueueOptions, JobName, JobPayload, JobQueue } from "@tradewire/core";
import { Queue, QueueEvents, UnrecoverableError, Worker, type JobsOptions } from "bullmq";
import type { Redis } from "ioredis";
import type { JobDefinition } from "../job-definition";
import { PermanentJobError } from "./job-errors";
import { checkedPayload, definitionOf, runAttempt, type JobRunner, type RunnerOptions } from "./job-runner";
import { retryDelayMs } from "./retry-delay-ms";

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
}

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
      await queue.add(name, payload, jobOptions(definition, dedupKey, options.delayMs));
    },
    async enqueueMany(jobs) {
      if (!jobs.length) return;
      await queue.addBulk(
        jobs.map(({ name, payload }) => {
          const { definition, dedupKey } = checkedPayload(definitions, name, payload);
          return { name, data: payload, opts: jobOptions(definition, dedupKey) };
        }),
      );
    },
    async run(name, payload, { timeoutMs } = {}) {
      const definition = definitionOf(definitions, name);
      definition.schema.parse(payload);
      events ??= new QueueEvents(QUEUE_NAME, { connection: redis.duplicate({ maxRetriesPerRequest: null }), prefix });
      await events.waitUntilReady();
      // One attempt: the caller is waiting and reports the failure itself.
      const job = await queue.add(name, payload, { ...jobOptions(definition, undefined), attempts: 1 });
      await job.waitUntilFinished(events, timeoutMs ?? definition.timeoutMs);
    },
    async close() {
      await events?.close();
      await queue.close();
    },
  };
}

/** Scaled mode's worker side: runs the queue's jobs with each definition's policy, and keeps the recurring ones scheduled. */
export function createBullmqRunner({ context, definitions, redis, prefix, concurrency = 10 }: BullmqRunnerOptions): JobRunner {
  const producer = createBullmqQueue({ definitions, redis, prefix });
  let worker: Worker | undefined;

  return {
    ...producer,
    async start() {
      worker = new Worker(
        QUEUE_NAME,
        async (job) => {
          try {
            await runAttempt(definitionOf(definitions, job.name), job.data, context, job.attemptsMade + 1);
          } catch (error) {
            if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
            throw error;
          }
        },
        {
          connection: redis.duplicate({ maxRetriesPerRequest: null }),
          prefix,
          concurrency,
          settings: {
            backoffStrategy: (failedAttempts, _type, error, job) =>
              retryDelayMs(definitionOf(definitions, job?.name ?? "").backoff, failedAttempts, error),
          },
        },
      );
      worker.on("failed", (job, error) =>
        context.logger.error({ err: error, job: job?.name, attempt: job?.attemptsMade }, "job failed"),
      );
      for (const definition of definitions) {
        if (!definition.schedule) continue;
        await producer.queue.upsertJobScheduler(
          definition.name,
          { every: definition.schedule.everyMs(context.config) },
          { name: definition.name, data: definition.schedule.payload, opts: jobOptions(definition, undefined) },
        );
      }
      await worker.waitUntilReady();
    },
    async close() {
      await worker?.close();
      await producer.close();
    },
  };
}
