import { encodeStreamEvent, eventStreamKey, parseEvent, type Publish } from "@tradewire/core";
import type { Redis } from "ioredis";

/** Stream entries kept for API nodes that restart; the oldest are trimmed. */
const STREAM_MAX_LENGTH = 10_000;

/** Worker processes hold no sockets: they append events to a Redis stream that API nodes push out. */
export function createStreamPublisher(redis: Redis, prefix: string): Publish {
  const key = eventStreamKey(prefix);
  return async (event, payload) => {
    const valid = parseEvent(event, payload);
    await redis.xadd(key, "MAXLEN", "~", STREAM_MAX_LENGTH, "*", ...encodeStreamEvent(event, valid));
  };
}
