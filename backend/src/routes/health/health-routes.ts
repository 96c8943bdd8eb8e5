import { Router } from "@koa/router";
import type { Health } from "@tradewire/core";
import type { AppDependencies } from "../../app-dependencies";

export function healthRoutes({ database, jobs, version }: AppDependencies): Router {
  const router = new Router();
  router.get("/healthz", async (ctx) => {
    const dbUp = await database.ping().then(
      () => true,
      () => false,
    );
    const body: Health = { status: dbUp ? "ok" : "degraded", db: database.engine, jobs: jobs.kind, version };
    ctx.status = dbUp ? 200 : 503;
    ctx.body = body;
  });
  return router;
}
