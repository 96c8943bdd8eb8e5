import { healthSchema } from "@tradewire/core";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";

export function healthRoutes({ database, jobs, version, health }: AppDependencies): RouteDefinition[] {
  const body = { db: database.engine, jobs: jobs.kind, version };
  return [
    defineRoute({
      method: "get",
      path: "/healthz",
      summary: "Liveness with the engines in use; 503 when the database (or Redis) failed its latest check, made every 2 s in the background",
      access: "public",
      answers: { 200: healthSchema, 503: healthSchema },
      handler: () => (health.healthy() ? reply(200, { status: "ok" as const, ...body }) : reply(503, { status: "degraded" as const, ...body })),
    }),
  ];
}
