import { fileURLToPath } from "node:url";
import { createLogger, createServer, type TradewireServer } from "@tradewire/backend";
import type { JobQueue } from "@tradewire/core";
import type { AppConfig } from "@tradewire/core/schemas/config";
import type { DatabaseHandle } from "@tradewire/db";
import { openDatabaseOrExit } from "./open-command-database";
import { createBullmqQueue, createJobSystem, ensureTickerDictionary, jobDefinitions } from "@tradewire/workers";
import { createMetricsRegistry, logRedisOutages } from "@tradewire/platform";
import { Redis } from "ioredis";
import { appVersion, repoRoot } from "./app-version";
import { settledWithin } from "@tradewire/core/domain/within";

/**
 * What a stop waits for after the requests in flight (the server drains them for up to 5 s): the jobs
 * running in this process, then the database. Embedded jobs live in memory, and what they leave is found
 * again at the next start (deliveries and reports are recorded in the database, and swept).
 */
const JOBS_CLOSE_MS = 2_500;
const DATABASE_CLOSE_MS = 1_000;


export interface RunningApp {
  server: TradewireServer;
  database: DatabaseHandle;
  url: string;
  stop(): Promise<void>;
}

/**
 * One API process. Embedded (no REDIS_URL): also the worker, running every job inline and pushing the
 * events it emits straight to its sockets. Scaled: only queues jobs on BullMQ and pushes the events the
 * workers (`npm run workers`) append to the Redis stream; it does none of the workers' start-up work.
 */
export async function startApp(config: AppConfig): Promise<RunningApp> {
  const logger = createLogger(config.LOG_LEVEL);
  // A restart (npm run dev's watcher) waits out the app it replaces, up to the time a dead holder's lock takes to go stale.
  const database = await openDatabaseOrExit(config, `the app on port ${config.PORT}`, {
    waitForLockMs: 12_000,
    // Commands on this machine (npm run plan) go through the app's admin API while it holds the data directory.
    app: { url: `http://127.0.0.1:${config.PORT}`, issuer: config.oidcIssuer },
  });
  await database.migrate();

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }) : undefined;
  if (redis) logRedisOutages(redis, logger, "api");
  // One registry for the process: in embedded mode the inline jobs count in the one the API serves at /metrics.
  const metrics = createMetricsRegistry();
  let server: TradewireServer | undefined;
  let jobs: JobQueue & { start?(): Promise<void>; close(): Promise<void> };
  if (redis) {
    jobs = createBullmqQueue({ definitions: jobDefinitions, redis, prefix: config.REDIS_PREFIX });
  } else {
    await ensureTickerDictionary(database.db);
    ({ runner: jobs } = await createJobSystem({ config, database, logger, metrics, push: (batch) => server?.push(batch) }));
  }

  server = await createServer({
    config,
    database,
    jobs,
    logger,
    version: appVersion,
    metrics,
    frontendDir: fileURLToPath(new URL("frontend/dist", repoRoot)),
  });
  const address = await server.listen(config.PORT, config.HOST);
  await jobs.start?.();
  const url = `http://127.0.0.1:${address.port}`;
  logger.info({ url, publicUrl: config.publicUrl, db: database.engine, jobs: jobs.kind }, "tradewire is serving");

  const running = server;
  return {
    server: running,
    database,
    url,
    /** Stops accepting, finishes the requests in flight and closes the sockets, then the jobs and the database. */
    async stop() {
      await running.close();
      // Bounded: a stop must end within the deadline of stopOnSignal.
      await settledWithin(JOBS_CLOSE_MS, jobs.close());
      redis?.disconnect();
      await settledWithin(DATABASE_CLOSE_MS, database.close());
      logger.info("tradewire stopped");
    },
  };
}
