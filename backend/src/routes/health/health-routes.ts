import { healthSchema } from "@tradewire/core";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";

export function healthRoutes({ database, jobs, version }: AppDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: "get",
      path: "/healthz",
      summary: "Liveness with the engines in use; 503 when the database does not answer",
      access: "public",
      answers: { 200: healthSchema, 503: healthSchema },
      handler: async () => {
        const dbUp = await database.ping().then(
          () => true,
          () => false,
        );
        const body = { db: database.engine, jobs: jobs.kind, version };
        return dbUp ? reply(200, { status: "ok" as const, ...body }) : reply(503, { status: "degraded" as const, ...body });
      },
    }),
  ];
}
