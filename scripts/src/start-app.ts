import { fileURLToPath } from "node:url";
import { createLogger, createServer, type TradewireServer } from "@tradewire/backend";
import type { AppConfig, Publish } from "@tradewire/core";
import { openDatabase, type DatabaseHandle } from "@tradewire/db";
import { createBullmqRunner, createInlineRunner, createJobContext, jobDefinitions, type JobRunner } from "@tradewire/workers";
import { Redis } from "ioredis";
import { appVersion, repoRoot } from "./app-version";

export interface RunningApp {
  server: TradewireServer;
  database: DatabaseHandle;
  url: string;
  stop(): Promise<void>;
}

/**
 * One API process. Embedded (no REDIS_URL): also runs every job inline. Scaled: only enqueues
 * jobs on BullMQ; `npm run workers` runs them.
 */
export async function startApp(config: AppConfig): Promise<RunningApp> {
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();

  let publish: Publish = async () => {};
  let jobs: JobRunner | undefined;
  const context = await createJobContext({ config, database, logger, publish: () => publish, jobs: () => jobs! });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }) : undefined;
  jobs = redis
    ? createBullmqRunner({ context, definitions: jobDefinitions, redis, prefix: config.REDIS_PREFIX })
    : createInlineRunner({ context, definitions: jobDefinitions });

  const server = await createServer({
    config,
    database,
    jobs,
    logger,
    version: appVersion,
    frontendDir: fileURLToPath(new URL("frontend/dist", repoRoot)),
  });
  publish = server.publish;
  const address = await server.listen(config.PORT, config.HOST);
  if (jobs.kind === "inline") await jobs.start();
  const url = `http://127.0.0.1:${address.port}`;
  logger.info({ url, publicUrl: config.publicUrl, db: database.engine, jobs: jobs.kind }, "tradewire is serving");

  return {
    server,
    database,
    url,
    async stop() {
      await jobs.close();
      await server.close();
      redis?.disconnect();
      await database.close();
    },
  };
}
