import { acceptedRequestId, newRequestId, withRequestId } from "@tradewire/platform";
import type { Middleware } from "koa";

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * Gives each request an id: the one the proxy (or the caller) sent in X-Request-Id when it is well formed (at
 * most 128 letters, digits, '.', '_', ':' or '-'), else a new UUID. Every answer names it in X-Request-Id,
 * every log line written while handling the request carries it (see createLogger), and so do the jobs the
 * request queues and the events it publishes, down to their own log lines. Outermost, so error answers and
 * the request line carry it too.
 */
export function requestIds(): Middleware {
  return (ctx, next) => {
    const requestId = acceptedRequestId(ctx.get(REQUEST_ID_HEADER)) ?? newRequestId();
    ctx.set(REQUEST_ID_HEADER, requestId);
    return withRequestId(requestId, next);
  };
}
