import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { decodeStreamEvent, eventStreamKey, parseEvent, type PushEvents } from "@tradewire/core";
import { logRedisOutages } from "@tradewire/platform";
import type { Redis } from "ioredis";
import type { Logger } from "../logger";

const GROUP = "api";
const BLOCK_MS = 2_000;

type StreamReply = [key: string, entries: [id: string, fields: string[]][]][] | null;

/**
 * Reads the events worker processes append to Redis. The consumer group hands each event to one API node,
 * which pushes it through the Socket.IO adapter to the sockets of every node. Only pushes: the workers' event
 * bus has handed it to its processors already.
 */
export function consumeEventStream(options: { redis: Redis; prefix: string; push: PushEvents; logger: Logger }) {
  const { prefix, push, logger } = options;
  const connection = options.redis.duplicate();
  logRedisOutages(connection, logger, "api event stream");
  const key = eventStreamKey(prefix);
  const consumer = `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`;
  let running = true;

  const ensureGroup = async () => {
    try {
      await connection.xgroup("CREATE", key, GROUP, "$", "MKSTREAM");
    } catch (error) {
      if (!String(error).includes("BUSYGROUP")) throw error;
    }
  };

  const loop = async () => {
    await ensureGroup();
    while (running) {
      try {
        const reply = (await connection.xreadgroup(
          "GROUP", GROUP, consumer, "COUNT", 100, "BLOCK", BLOCK_MS, "STREAMS", key, ">",
        )) as StreamReply;
        for (const [, entries] of reply ?? []) {
          for (const [id, fields] of entries) {
            const decoded = decodeStreamEvent(fields);
            if (decoded) {
              try {
                await push([{ id, event: decoded.event, payload: parseEvent(decoded.event, decoded.payload as never) }]);
              } catch (error) {
                logger.warn({ err: error, event: decoded.event }, "dropped an event that does not match its contract");
              }
            }
            await connection.xack(key, GROUP, id);
          }
        }
      } catch (error) {
        if (!running) break;
        if (String(error).includes("NOGROUP")) await ensureGroup().catch(() => {});
        else logger.warn({ err: error }, "event stream read failed; retrying");
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };

  const done = loop();
  return {
    ready: ensureGroup(),
    async close() {
      running = false;
      connection.disconnect();
      await done.catch(() => {});
    },
  };
}
