import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppConfig } from "@tradewire/core/schemas/config";
import { openDatabase } from "@tradewire/db";
import { Redis } from "ioredis";
import { createLogger, createMetricsRegistry, logRedisOutages, registerHealthGauges, serveMetrics } from "@tradewire/platform";
import { ensureTickerDictionary } from "./classification/ensure-ticker-dictionary";
import { createJobSystem } from "./create-job-system";
import { createStreamPush } from "./realtime/stream-publisher";
import { settledWithin } from "@tradewire/core/domain/within";

/** A released job may still hold a database connection; the pool is not waited on longer than this. */
const DATABASE_CLOSE_MS = 1_000;
/**
 * Written every ALIVE_EVERY_MS while the worker's Redis connection is up: a worker has no HTTP port, so
 * its container's health check (docker-compose.yml) reads this file's age instead.
 */
export const WORKERS_ALIVE_FILE = join(tmpdir(), "tradewire-workers.alive");
const ALIVE_EVERY_MS = 5_000;

/** A worker process of scaled mode: runs BullMQ jobs and publishes events through Redis, never holding sockets. */
export async function startWorkers(config: AppConfig & { REDIS_URL: string; DATABASE_URL: string }) {
  // The API's logger: errors as type, code and first line only, credentials censored (a query error's
  // parameters, a channel key among them, never reach the log).
  const logger = createLogger(config.LOG_LEVEL, "tradewire-workers");
  const database = await openDatabase({ url: config.DATABASE_URL });
  await database.migrate();
  await ensureTickerDictionary(database.db);
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  logRedisOutages(redis, logger, "workers");
  const metrics = createMetricsRegistry();
  registerHealthGauges(metrics, { database: () => database.ping(), redis: () => redis.ping() });
  const { runner, definitions } = await createJobSystem({
    config,
    database,
    logger,
    redis,
    push: createStreamPush(redis, config.REDIS_PREFIX),
    metrics,
  });
  await runner.start();
  const metricsListener = config.METRICS_PORT
    ? await serveMetrics({ registry: metrics, token: config.METRICS_TOKEN, port: config.METRICS_PORT, host: config.HOST })
    : undefined;
  const alive = setInterval(() => {
    if (redis.status === "ready") writeFile(WORKERS_ALIVE_FILE, new Date().toISOString()).catch(() => {});
  }, ALIVE_EVERY_MS).unref();
  logger.info({ jobs: definitions.map((job) => job.name), metricsPort: metricsListener?.port }, "workers running");
  return {
    /** The worker's registry, served on METRICS_PORT when that is set. */
    metrics,
    /** Takes no new job, lets the running ones finish (CLOSE_GRACE_MS) and hands the rest to other workers. */
    async stop() {
      clearInterval(alive);
      await metricsListener?.close();
      await runner.close();
      redis.disconnect();
      await settledWithin(DATABASE_CLOSE_MS, database.close());
      logger.info("workers stopped");
    },
  };
}
