import type { Redis } from "ioredis";
import type { Logger } from "pino";

/**
 * Reports a lost Redis connection once, and its return once, instead of ioredis printing "Unhandled
 * error event" to stderr on every reconnection attempt (one every 2 s while Redis is away).
 */
export function logRedisOutages(redis: Redis, logger: Pick<Logger, "warn" | "info">, role: string) {
  let down = false;
  redis.on("error", (error: Error) => {
    if (!down) logger.warn({ err: error, role }, "Redis is unreachable: retrying");
    down = true;
  });
  redis.on("ready", () => {
    if (down) logger.info({ role }, "Redis is reachable again");
    down = false;
  });
}
