import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

/** Deletes every key under `prefix` (SCAN, never FLUSHDB: other runs share the server). */
export async function deleteKeysWithPrefix(redis: Redis, prefix: string): Promise<void> {
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== "0");
}

/** A key prefix of its own on TEST_REDIS_URL, removed afterwards, so runs never see each other's keys. */
export async function createTestRedis(url: string) {
  const prefix = `tradewire-test-${randomBytes(5).toString("hex")}`;
  const redis = new Redis(url, { maxRetriesPerRequest: null });
  return {
    redis,
    prefix,
    async cleanup() {
      await deleteKeysWithPrefix(redis, prefix);
      redis.disconnect();
    },
  };
}
