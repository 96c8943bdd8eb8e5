import { randomUUID } from "node:crypto";
import { isEventName, type EventName } from "@tradewire/core";
import { within } from "@tradewire/core/domain/within";
import { logRedisOutages } from "@tradewire/platform";
import type { Redis } from "ioredis";
import type { Logger } from "../logger";
import type { ReadCaches } from "./read-caches";

export interface SharedInvalidation {
  /** Drops the answers these events make stale, here and, with Redis, on every other API node. */
  invalidate(events: readonly EventName[]): Promise<void>;
  close(): Promise<void>;
}

/** How long a write waits to tell the other nodes; past it they rely on their answers' maximum age. */
const PUBLISH_TIMEOUT_MS = 1_000;

/** Redis pub/sub channel on which API nodes tell each other which events they have pushed. */
export const invalidationChannel = (prefix: string) => `${prefix}:read-caches`;

/**
 * Keeps the read caches of every API node in step. A domain event reaches one node only (the event
 * stream's consumer group, or the node whose route published it), so that node announces it on a Redis
 * channel before it pushes the event to the sockets: Redis delivers the announcement before the push it
 * relays afterwards, so a client that refetches on a push never meets an older page on another node.
 */
export async function shareInvalidation(options: {
  caches: ReadCaches;
  redis?: Redis;
  prefix: string;
  logger: Logger;
}): Promise<SharedInvalidation> {
  const { caches, redis, prefix, logger } = options;
  if (!redis) {
    return {
      invalidate: async (events) => void caches.invalidate(events),
      close: async () => {},
    };
  }
  const channel = invalidationChannel(prefix);
  const origin = randomUUID();
  const subscriber = redis.duplicate();
  logRedisOutages(subscriber, logger, "api read-cache invalidation");
  subscriber.on("message", (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const { origin: sender, events } = JSON.parse(message) as { origin: string; events: unknown[] };
      if (sender !== origin) caches.invalidate(events.filter((event): event is EventName => typeof event === "string" && isEventName(event)));
    } catch (error) {
      logger.warn({ err: error }, "ignored a malformed read-cache invalidation");
    }
  });
  await subscriber.subscribe(channel);
  return {
    async invalidate(events) {
      if (!caches.invalidate(events)) return;
      // The push goes out whatever happens here: other nodes then fall back on their answers' maximum age.
      // Bounded: with Redis away ioredis queues the command until it returns, and an admin's save must not wait that long.
      const announced = redis.publish(channel, JSON.stringify({ origin, events: [...new Set(events)] }));
      await within(PUBLISH_TIMEOUT_MS, () => new Error(`Redis did not answer within ${PUBLISH_TIMEOUT_MS} ms`), announced).catch((error: unknown) => {
        logger.warn({ err: error }, "could not tell the other API nodes to drop their cached answers");
      });
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
