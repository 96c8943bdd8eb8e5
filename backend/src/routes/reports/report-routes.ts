import { Router } from "@koa/router";
import { articleIdParamsSchema, reportSchema } from "@tradewire/core";
import { findFeedArticles, findReport } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { HttpError } from "../../http/http-error";
import { inputOf, validate } from "../../middlewares/validate";

/** How long an admin waits for a report build before the answer gives up (the job may still finish). */
const BUILD_TIMEOUT_MS = 60_000;

export function reportRoutes({ auth, database, jobs, logger }: AppDependencies): Router {
  const router = new Router();
  const db = database.db;

  router.get("/api/report/:id", auth.required(), validate("params", articleIdParamsSchema), async (ctx) => {
    const { id } = inputOf(ctx.state, "params", articleIdParamsSchema);
    const row = await findReport(db, id);
    if (!row) {
      ctx.status = 404;
      ctx.body = { success: false };
      return;
    }
    ctx.body = { success: true, report: reportSchema.parse(row.payload) };
  });

  router.post("/api/report/:id", auth.admin(), validate("params", articleIdParamsSchema), async (ctx) => {
    const { id } = inputOf(ctx.state, "params", articleIdParamsSchema);
    const [article] = await findFeedArticles(db, [id]);
    if (!article) throw new HttpError(404, `No article ${id}`);
    if (!article.tickers.length) throw new HttpError(400, "The article has no tickers: save tickers before creating its report");
    try {
      await jobs.run("build-report", { articleId: id }, { timeoutMs: BUILD_TIMEOUT_MS });
    } catch (error) {
      logger.warn({ err: error, articleId: id }, "report build failed");
      throw new HttpError(502, `Report could not be built: ${error instanceof Error ? error.message : String(error)}`);
    }
    ctx.body = { success: true };
  });

  return router;
}
