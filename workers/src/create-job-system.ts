import type { JobQueue, Publish } from "@tradewire/core";
import type { AppConfig } from "@tradewire/core/schemas/config";
import type { DatabaseHandle } from "@tradewire/db";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { PushEvents } from "@tradewire/core";
import { createEventBus } from "@tradewire/platform";
import { Registry } from "prom-client";
import { subscribersOf, type ProcessorDefinition } from "./events/processor-definition";
import { processors as productionProcessors } from "./events/processor-registry";
import type { JobContext } from "./job-context";
import type { JobDefinition } from "./job-definition";
import { createJobRegistry } from "./job-registry";
import { createBullmqRunner } from "./runners/bullmq-runner";
import { createInlineRunner } from "./runners/inline-runner";
import type { JobRunner } from "./runners/job-runner";
import { createWorkerMetrics } from "./worker-metrics";

export interface JobSystemOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
  /** How emitted events reach the sockets: the socket server in this process, or the Redis stream. */
  push: PushEvents;
  /** With Redis, jobs run on BullMQ; without, inline in this process. */
  redis?: Redis;
  /** The production processors unless a test brings its own. */
  processors?: readonly ProcessorDefinition[];
  concurrency?: number;
  /** The process's metrics registry, which the jobs count in; without one (a command, a test) they count in a registry nobody reads. */
  metrics?: Registry;
}

export interface JobSystem {
  context: JobContext;
  runner: JobRunner;
  publish: Publish;
  definitions: JobDefinition[];
}

/**
 * What a process that runs jobs needs (the embedded app, a worker process of scaled mode, a test): the
 * event bus, the context and the runner, which refer to each other. An API node of scaled mode builds
 * none of this: it only queues (createBullmqQueue) and pushes what the event stream brings.
 */
export async function createJobSystem(options: JobSystemOptions): Promise<JobSystem> {
  const { config, database, logger, push, redis, concurrency } = options;
  const processors = options.processors ?? productionProcessors;
  const definitions = Object.values(createJobRegistry(processors)) as JobDefinition[];

  let runner: JobRunner | undefined;
  const queue = (): JobQueue => {
    if (!runner) throw new Error("The job runner is not built yet");
    return runner;
  };
  const publish = createEventBus({ push, jobs: queue, subscribers: subscribersOf(processors) });
  const context: JobContext = {
    config,
    database,
    logger,
    publish,
    metrics: createWorkerMetrics(options.metrics ?? new Registry()),
    jobs: {
      kind: redis ? "bullmq" : "inline",
      enqueue: (name, payload, enqueueOptions) => queue().enqueue(name, payload, enqueueOptions),
      enqueueMany: (jobs) => queue().enqueueMany(jobs),
      run: (name, payload, runOptions) => queue().run(name, payload, runOptions),
    },
  };
  runner = redis
    ? createBullmqRunner({ context, definitions, redis, prefix: config.REDIS_PREFIX, ...(concurrency ? { concurrency } : {}) })
    : createInlineRunner({ context, definitions });
  return { context, runner, publish, definitions };
}
