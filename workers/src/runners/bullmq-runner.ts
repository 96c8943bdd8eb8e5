import type { EnqueueOptions, JobName, JobPayload } from "@tradewire/core";
import { Queue, QueueEvents, Worker } from "bullmq";
import type { Redis } from "ioredis";
import { definitionOf, runJob, type JobRunner, type RunnerOptions } from "./job-runner";

export const QUEUE_NAME = "jobs";

export interface BullmqRunnerOptions extends RunnerOptions {
  redis: Redis;
  prefix: string;
  concurrency?: number;
}

/** Scaled mode: jobs on a BullMQ queue in Redis, run by worker processes; recurring ones through job schedulers. */
export function createBullmqRunner({ context, definitions, redis, prefix, concurrency = 10 }: BullmqRunnerOptions): JobRunner {
  const queue = new Queue(QUEUE_NAME, {
    connection: redis,
    prefix,
    defaultJobOptions: {
      attempts: 3,
      backoff: { type: "exponential", delay: 1_000 },
      removeOnComplete: { count: 1_000 },
      removeOnFail: { count: 5_000 },
    },
  });
  let worker: Worker | undefined;
  let events: QueueEvents | undefined;

  return {
    kind: "bullmq",
    async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options: EnqueueOptions = {}) {
      definitionOf(definitions, name).schema.parse(payload);
      await queue.add(name, payload, {
        ...(options.jobId ? { jobId: options.jobId } : {}),
        ...(options.delayMs ? { delay: options.delayMs } : {}),
      });
    },
    async run(name, payload, { timeoutMs = 60_000 } = {}) {
      definitionOf(definitions, name).schema.parse(payload);
      events ??= new QueueEvents(QUEUE_NAME, { connection: redis.duplicate({ maxRetriesPerRequest: null }), prefix });
      await events.waitUntilReady();
      // One attempt: the caller is waiting and reports the failure itself.
      const job = await queue.add(name, payload, { attempts: 1 });
      await job.waitUntilFinished(events, timeoutMs);
    },
    async start() {
      worker = new Worker(QUEUE_NAME, (job) => runJob(definitionOf(definitions, job.name), job.data, context), {
        connection: redis.duplicate({ maxRetriesPerRequest: null }),
        prefix,
        concurrency,
      });
      worker.on("failed", (job, error) => context.logger.error({ err: error, job: job?.name }, "job failed"));
      for (const definition of definitions) {
        if (!definition.everyMs) continue;
        await queue.upsertJobScheduler(
          definition.name,
          { every: definition.everyMs(context) },
          { name: definition.name, data: {} },
        );
      }
      await worker.waitUntilReady();
    },
    async close() {
      await worker?.close();
      await events?.close();
      await queue.close();
    },
  };
}
