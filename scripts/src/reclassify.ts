import { createLogger } from "@tradewire/backend";
import { openDatabaseOrExit } from "./open-command-database";
import { createBullmqQueue, createJobSystem, jobDefinitions } from "@tradewire/workers";
import { Redis } from "ioredis";
import { readConfigOrExit } from "./read-config";

/**
 * `npm run reclassify`, after a new impact model or ticker linker: the current classifier over every stored story,
 * storing new impacts (not an editor's) and tickers (not those a source or an editor chose), and queuing the stock
 * report of each story that gained a ticker. Scaled mode (REDIS_URL and DATABASE_URL): queued for the workers, whose
 * pushes reach open screens. Otherwise it runs here, over the configured database (the embedded one must not be open
 * in a running app); report builds still waiting when it ends are dropped, and the app's build-missing-reports queues
 * those of the last 30 days' stories that have no report again.
 */
const config = readConfigOrExit();
const logger = createLogger(config.LOG_LEVEL);
if (config.REDIS_URL && config.DATABASE_URL) {
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const queue = createBullmqQueue({ definitions: jobDefinitions, redis, prefix: config.REDIS_PREFIX });
  try {
    await queue.enqueue("reclassify-articles", {});
    process.stdout.write("reclassify-articles queued for the workers\n");
  } finally {
    await queue.close();
    redis.disconnect();
  }
} else {
  const database = await openDatabaseOrExit(config, "npm run reclassify");
  try {
    await database.migrate();
    // No app runs on this database now, so no screen is open: the pushes have nowhere to go.
    const jobs = await createJobSystem({ config, database, logger, push: () => {} });
    try {
      await jobs.runner.run("reclassify-articles", {}, { timeoutMs: 30 * 60_000 });
      process.stdout.write("stored stories re-classified\n");
    } finally {
      await jobs.runner.close();
    }
  } finally {
    await database.close();
  }
}
