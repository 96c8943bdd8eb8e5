import { loadConfig, type AppConfig } from "@tradewire/core/schemas/config";
import type { TestDatabase } from "@tradewire/db/testing/test-databases";
import { freePort } from "./free-port";

/**
 * The configuration of scaled mode's processes in a test (API nodes, a worker): the test's own PostgreSQL
 * database and Redis prefix, no news, and one public address for every node, as behind a load balancer (one
 * issuer, one key set in `dataDir`).
 */
export async function scaledTestConfig(database: TestDatabase, redisPrefix: string, dataDir: string): Promise<AppConfig> {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PUBLIC_URL: `http://127.0.0.1:${await freePort()}`,
    SOURCES: "off",
    DATABASE_URL: database.url!,
    REDIS_URL: process.env.TEST_REDIS_URL!,
    REDIS_PREFIX: redisPrefix,
    APP_SECRET: "scaled-test-".repeat(4),
  });
}
