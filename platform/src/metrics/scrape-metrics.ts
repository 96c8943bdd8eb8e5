import { createHash, timingSafeEqual } from "node:crypto";
import type { Registry } from "prom-client";

export interface ScrapeAnswer {
  status: 200 | 401 | 404;
  contentType: string;
  body: string;
  /** Set on a 401: how to authenticate. */
  challenge?: string;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compared as digests: equal lengths, and no time difference that tells how much of the token was right. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const [scheme, presented] = (authorization ?? "").split(" ");
  return scheme?.toLowerCase() === "bearer" && !!presented && timingSafeEqual(digest(presented), digest(token));
}

const error = (status: 401 | 404, code: string, message: string): ScrapeAnswer => ({
  status,
  contentType: "application/json; charset=utf-8",
  body: JSON.stringify({ error: code, message }),
});

/**
 * The answer to GET /metrics, on an API node and on a worker's listener alike: the Prometheus text of the
 * process's registry for a caller with `Authorization: Bearer <METRICS_TOKEN>`, 401 for anyone else, and
 * 404 when no token is configured (the endpoint does not exist then, rather than being open).
 */
export async function scrapeMetrics(registry: Registry, token: string | undefined, authorization: string | undefined): Promise<ScrapeAnswer> {
  if (!token) return error(404, "not_found", "Metrics are off on this server (METRICS_TOKEN is not set)");
  if (!bearerMatches(authorization, token)) {
    return { ...error(401, "unauthorized", "Metrics need Authorization: Bearer <METRICS_TOKEN>"), challenge: 'Bearer realm="metrics"' };
  }
  return { status: 200, contentType: registry.contentType, body: await registry.metrics() };
}
