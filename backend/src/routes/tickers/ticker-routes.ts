import { Router } from "@koa/router";
import {
  articleIdParamsSchema,
  articleTickersBodySchema,
  TICKER_SEARCH_LIMIT,
  tickerSearchQuerySchema,
  type Ticker,
} from "@tradewire/core";
import { findFeedArticles, listArticleTickers, replaceArticleTickers, resolveTickers, searchTickers } from "@tradewire/db";
import type { ParameterizedContext } from "koa";
import type { AppDependencies } from "../../app-dependencies";
import { HttpError } from "../../http/http-error";
import { jsonBody } from "../../middlewares/json-body";
import { inputOf, validate } from "../../middlewares/validate";

export function tickerRoutes({ auth, database }: AppDependencies): Router {
  const router = new Router();
  const db = database.db;

  const articleIdOf = async (ctx: ParameterizedContext) => {
    const { id } = inputOf(ctx.state, "params", articleIdParamsSchema);
    if (!(await findFeedArticles(db, [id])).length) throw new HttpError(404, `No article ${id}`);
    return id;
  };
  const answerTickers = async (id: number): Promise<Ticker[]> =>
    (await listArticleTickers(db, id)).map(({ ticker, company, exchange, sector, country }) => ({ ticker, company, exchange, sector, country }));

  router.get("/api/tickers/search", auth.required(), validate("query", tickerSearchQuerySchema), async (ctx) => {
    const { q } = inputOf(ctx.state, "query", tickerSearchQuerySchema);
    const body: Ticker[] = await searchTickers(db, q, TICKER_SEARCH_LIMIT);
    ctx.body = body;
  });

  router.get("/api/articles/:id/tickers", auth.required(), validate("params", articleIdParamsSchema), async (ctx) => {
    ctx.body = await answerTickers(await articleIdOf(ctx));
  });

  router.post(
    "/api/articles/:id/tickers",
    auth.admin(),
    validate("params", articleIdParamsSchema),
    jsonBody(),
    validate("body", articleTickersBodySchema),
    async (ctx) => {
      const id = await articleIdOf(ctx);
      const wanted = inputOf(ctx.state, "body", articleTickersBodySchema);
      const { ids, unknown } = await resolveTickers(db, wanted);
      // Nothing is replaced unless every ticker is known: a typo must not wipe the saved list.
      if (unknown.length) throw new HttpError(400, `Unknown tickers: ${unknown.join(", ")}`);
      await replaceArticleTickers(db, id, ids);
      ctx.body = { success: true, tickers: await answerTickers(id) };
    },
  );

  return router;
}
