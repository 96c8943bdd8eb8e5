import { scrapeMetrics } from "@tradewire/platform";
import type { Middleware } from "koa";
import type { Registry } from "prom-client";
import { errorCodeFor, HttpError } from "../http/http-error";
import { addressKey, type RateLimit, type RateLimiters } from "./rate-limit";

/**
 * Wrong METRICS_TOKENs one address may send per minute, on all API nodes together: a scraper with a stale
 * token (one try every 15 s) keeps getting the 401 that says what is wrong, a guesser gets 10 tries a minute.
 * A right token is never counted nor refused, so Prometheus goes on scraping from an address a guesser shares.
 */
export const WRONG_METRICS_TOKEN_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };

/**
 * GET /metrics: this API node's registry for Prometheus, behind METRICS_TOKEN (see scrapeMetrics), with wrong
 * tokens limited per address (WRONG_METRICS_TOKEN_LIMIT: 429 with Retry-After past it). Not a defineRoute route:
 * its answer is Prometheus text, not JSON, and it is for the operator's scraper, not for the API's clients, so
 * it stays out of the OpenAPI document. It sits outside the error handler (scrapes are not timed), so it
 * answers its refusals itself.
 */
export function metricsEndpoint(registry: Registry, token: string | undefined, limiters: RateLimiters): Middleware {
  const wrongTokens = limiters("metrics-wrong-token", WRONG_METRICS_TOKEN_LIMIT);
  return async (ctx, next) => {
    if (ctx.path !== "/metrics" || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next();
    const { status, contentType, body, challenge } = await scrapeMetrics(registry, token, ctx.get("Authorization") || undefined);
    // Each answer is the moment's values: no cache on the way may keep one.
    ctx.set("Cache-Control", "no-store");
    if (status === 401) {
      const refused = await wrongTokens.consume(addressKey(ctx)).then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof HttpError) return error;
          throw error;
        },
      );
      if (refused) {
        ctx.status = refused.status;
        ctx.set(refused.headers);
        ctx.body = { error: errorCodeFor(refused.status), message: refused.message };
        return;
      }
    }
    ctx.status = status;
    ctx.type = contentType;
    if (challenge) ctx.set("WWW-Authenticate", challenge);
    ctx.body = body;
  };
}
