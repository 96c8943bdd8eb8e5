import { scrapeMetrics } from "@tradewire/platform";
import type { Middleware } from "koa";
import type { Registry } from "prom-client";

/**
 * GET /metrics: this API node's registry for Prometheus, behind METRICS_TOKEN (see scrapeMetrics). Not a
 * defineRoute route: its answer is Prometheus text, not JSON, and it is for the operator's scraper, not
 * for the API's clients, so it stays out of the OpenAPI document.
 */
export function metricsEndpoint(registry: Registry, token: string | undefined): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== "/metrics" || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next();
    const { status, contentType, body, challenge } = await scrapeMetrics(registry, token, ctx.get("Authorization") || undefined);
    ctx.status = status;
    ctx.type = contentType;
    if (challenge) ctx.set("WWW-Authenticate", challenge);
    // Each scrape is the moment's values: no cache on the way may keep one.
    ctx.set("Cache-Control", "no-store");
    ctx.body = body;
  };
}
