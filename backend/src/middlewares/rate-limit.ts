import type { Redis } from "ioredis";
import type { Context, Middleware } from "koa";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { HttpError } from "../http/http-error";
import type { Logger } from "../logger";

/** Requests a client may make per window; more answer 429. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** One limit's counts, kept in Redis when the API runs on several nodes, so every node refuses the same client. */
export interface RateCounter {
  /** Counts one request by `key`; a 429 HttpError with Retry-After when that was one too many. */
  consume(key: string): Promise<void>;
  /** Gives back the request `consume` just counted (a right password: only wrong ones count). */
  reward(key: string): Promise<void>;
}

/** Makes the counter of one named limit; the name keeps different limits' counts apart. */
export type RateLimiters = (name: string, limit: RateLimit) => RateCounter;

export interface RateLimitersOptions {
  /** The server's connection; without it each process counts on its own. */
  redis?: Redis;
  /** REDIS_PREFIX: the counts live at `<prefix>:rate-limit:<name>:<client>`. */
  prefix: string;
  logger: Logger;
}

/** How long a Redis answer may take before this node counts in its own memory instead. */
const REDIS_TIMEOUT_MS = 500;

/** The client a limit counts: the signed-in user (on any address), else the address. */
export const clientKey = (ctx: Context): string => (ctx.state.user ? `user:${ctx.state.user.id}` : `ip:${ctx.ip}`);
/** The address alone: sign-in and token requests, where there is no user yet. */
export const addressKey = (ctx: Context): string => `ip:${ctx.ip}`;

/**
 * Counters in Redis (shared by every API node) when there is a connection, in memory otherwise.
 * When Redis is down or slow the counts go on in this process's memory (the insurance limiter) rather
 * than failing the request: the limit then holds per node until Redis answers again. The server's
 * connection queues commands while it reconnects, so the limiter does not wait for it
 * (`rejectIfRedisNotReady`), and a Redis that accepts but does not answer is given up after 500 ms.
 */
export function createRateLimiters({ redis, prefix, logger }: RateLimitersOptions): RateLimiters {
  return (name, { max, windowMs }) => {
    const duration = Math.max(1, Math.ceil(windowMs / 1000));
    const keyPrefix = `${prefix}:rate-limit:${name}`;
    const memory = new RateLimiterMemory({ points: max, duration, keyPrefix });
    const limiter: RateLimiterAbstract = redis
      ? new RLWrapperTimeouts({
          // Its failures, like its timeouts, reach the wrapper's insurance: one count per request either way.
          limiter: new RateLimiterRedis({ storeClient: redis, points: max, duration, keyPrefix, rejectIfRedisNotReady: true }),
          timeoutMs: REDIS_TIMEOUT_MS,
          insuranceLimiter: memory,
        })
      : memory;
    // Only a failure of the memory limiter itself lands here; the request then goes through (fail open).
    const failOpen = (error: unknown) => logger.warn({ err: error, limit: name }, "rate limit not counted");
    const refuse = (res: RateLimiterRes): never => {
      const retryAfter = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
      const at = new Date(Date.now() + retryAfter * 1000).toISOString().replace(/\.\d+Z$/, "Z");
      throw new HttpError(429, `Too many requests; try again in ${retryAfter} s (at ${at})`, { "Retry-After": String(retryAfter) });
    };
    return {
      async consume(key) {
        const refused = await limiter.consume(key).then(
          () => undefined,
          (error: unknown) => (error instanceof RateLimiterRes ? error : void failOpen(error)),
        );
        if (refused) refuse(refused);
      },
      async reward(key) {
        await limiter.reward(key).catch(failOpen);
      },
    };
  };
}

/** Counts each request of the route it guards by `keyOf` (the user, else the address); over the limit answers 429. */
export function rateLimit(counter: RateCounter, keyOf: (ctx: Context) => string = clientKey): Middleware {
  return async (ctx, next) => {
    await counter.consume(keyOf(ctx));
    await next();
  };
}

/** A limit in front of one method and path of a mounted app (the identity provider's token endpoint). */
export function rateLimitPath(method: string, path: string, limit: Middleware): Middleware {
  return (ctx, next) => (ctx.method === method && ctx.path === path ? limit(ctx, next) : next());
}
