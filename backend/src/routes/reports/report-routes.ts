import { articleIdParamsSchema, errorBodySchema, reportAnswerSchema, reportCreatedSchema, reportMissingSchema } from "@tradewire/core";
import { findFeedArticles, findReport, presentReport } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";

/** How long an admin waits for a report build before the answer gives up (the job may still finish). */
const BUILD_TIMEOUT_MS = 60_000;

export function reportRoutes({ database, jobs, logger }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  return [
    defineRoute({
      method: "get",
      path: "/api/report/:id",
      summary: "The stored stock-impact report of an article (spec section 3's shape)",
      access: "member",
      params: articleIdParamsSchema,
      answers: { 200: reportAnswerSchema, 404: reportMissingSchema },
      handler: async ({ params: { id } }) => {
        const row = await findReport(db, id);
        if (!row) return reply(404, { success: false });
        return reply(200, { success: true, report: presentReport(row) });
      },
    }),
    defineRoute({
      method: "post",
      path: "/api/report/:id",
      summary: "Builds the article's report now and answers once it is stored",
      access: "admin",
      params: articleIdParamsSchema,
      answers: { 200: reportCreatedSchema, 404: errorBodySchema, 502: errorBodySchema },
      handler: async ({ params: { id } }) => {
        const [article] = await findFeedArticles(db, [id]);
        if (!article) throw new HttpError(404, `No article ${id}`);
        if (!article.tickers.length) throw new HttpError(400, "The article has no tickers: save tickers before creating its report");
        try {
          await jobs.run("build-report", { articleId: id }, { timeoutMs: BUILD_TIMEOUT_MS });
        } catch (error) {
          logger.warn({ err: error, articleId: id }, "report build failed");
          throw new HttpError(502, `Report could not be built: ${error instanceof Error ? error.message : String(error)}`);
        }
        return reply(200, { success: true });
      },
    }),
  ];
}
