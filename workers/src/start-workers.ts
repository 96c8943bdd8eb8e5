import type { AppConfig } from "@tradewire/core";
import { openDatabase } from "@tradewire/db";
import { Redis } from "ioredis";
import { pino } from "pino";
import { jobDefinitions } from "./job-registry";
import { createStreamPublisher } from "./realtime/stream-publisher";
import { createJobContext } from "./create-job-context";
import { createBullmqRunner } from "./runners/bullmq-runner";
import type { JobRunner } from "./runners/job-runner";

/** A worker process of scaled mode: runs BullMQ jobs and publishes events through Redis, never holding sockets. */
export async function startWorkers(config: AppConfig & { REDIS_URL: string; DATABASE_URL: string }) {
  const logger = pino({ name: "tradewire-workers", level: config.LOG_LEVEL });
  const database = await openDatabase({ url: config.DATABASE_URL });
  await database.migrate();
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const publish = createStreamPublisher(redis, config.REDIS_PREFIX);
  let runner: JobRunner | undefined;
  const context = await createJobContext({ config, database, logger, publish: () => publish, jobs: () => runner! });
  runner = createBullmqRunner({
    context,
    definitions: jobDefinitions,
    redis,
    prefix: config.REDIS_PREFIX,
  });
  await runner.start();
  logger.info({ jobs: jobDefinitions.map((job) => job.name) }, "workers running");
  return {
    async stop() {
      await runner.close();
      redis.disconnect();
      await database.close();
    },
  };
}
