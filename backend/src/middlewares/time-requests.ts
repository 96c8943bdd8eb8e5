import { METRICS_PREFIX } from "@tradewire/platform";
import type { Middleware } from "koa";
import { Histogram, type Registry } from "prom-client";

/** Requests no route of the router took (the identity provider, static files, unknown addresses) share this label. */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * `tradewire_http_request_duration_seconds` by method, route and status. The route is the router's pattern
 * (/api/articles/:id), never the address asked for: one series per route, whatever ids callers send.
 * Outermost of the app's middlewares but the metrics endpoint, so it sees the status the error handler chose.
 */
export function timeRequests(registry: Registry): Middleware {
  const duration = new Histogram({
    name: `${METRICS_PREFIX}http_request_duration_seconds`,
    help: "Time from a request's arrival to its answer, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  return async (ctx, next) => {
    const stop = duration.startTimer();
    let status = 500;
    try {
      await next();
      status = ctx.status;
    } finally {
      const route = typeof ctx._matchedRoute === "string" ? ctx._matchedRoute : UNMATCHED_ROUTE;
      stop({ method: ctx.method, route, status: String(status) });
    }
  };
}
