import { encodeStreamEvent, eventStreamKey } from "@tradewire/core";
import type { Redis } from "ioredis";
import type { PushEvents } from "@tradewire/core";

/** Stream entries kept for API nodes that restart; the oldest are trimmed. */
const STREAM_MAX_LENGTH = 10_000;

/**
 * Worker processes hold no sockets: they append events to a Redis stream that API nodes push out.
 * A batch goes in one round trip.
 */
export function createStreamPush(redis: Redis, prefix: string): PushEvents {
  const key = eventStreamKey(prefix);
  return async (batch) => {
    const pipeline = redis.pipeline();
    for (const { event, payload } of batch) pipeline.xadd(key, "MAXLEN", "~", STREAM_MAX_LENGTH, "*", ...encodeStreamEvent(event, payload));
    const results = await pipeline.exec();
    const failed = results?.find(([error]) => error);
    if (failed) throw failed[0];
  };
}
