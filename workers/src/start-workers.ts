import type { AppConfig } from "@tradewire/core";
import { openDatabase } from "@tradewire/db";
import { Redis } from "ioredis";
import { pino } from "pino";
import { ensureTickerDictionary } from "./classification/ensure-ticker-dictionary";
import { createJobSystem } from "./create-job-system";
import { createStreamPush } from "./realtime/stream-publisher";

/** A worker process of scaled mode: runs BullMQ jobs and publishes events through Redis, never holding sockets. */
export async function startWorkers(config: AppConfig & { REDIS_URL: string; DATABASE_URL: string }) {
  const logger = pino({ name: "tradewire-workers", level: config.LOG_LEVEL });
  const database = await openDatabase({ url: config.DATABASE_URL });
  await database.migrate();
  await ensureTickerDictionary(database.db);
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const { runner, definitions } = await createJobSystem({
    config,
    database,
    logger,
    redis,
    push: createStreamPush(redis, config.REDIS_PREFIX),
  });
  await runner.start();
  logger.info({ jobs: definitions.map((job) => job.name) }, "workers running");
  return {
    async stop() {
      await runner.close();
      redis.disconnect();
      await database.close();
    },
  };
}
