import {
  articleIdParamsSchema,
  articleTickersBodySchema,
  articleTickersSavedSchema,
  errorBodySchema,
  TICKER_SEARCH_LIMIT,
  tickerListSchema,
  tickerSearchQuerySchema,
} from "@tradewire/core";
import { listArticleTickers, presentTicker, replaceArticleTickers, resolveTickers, searchTickers } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";
import { publishArticleUpdate } from "../articles/publish-article-update";
import { requireArticle } from "../articles/require-article";

export function tickerRoutes({ database, publish }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  const tickersOf = async (id: number) => (await listArticleTickers(db, id)).map(presentTicker);

  return [
    defineRoute({
      method: "get",
      path: "/api/tickers/search",
      summary: "Exact symbol first, then symbol prefixes, then company-name words, by market cap; at most 20",
      access: "member",
      query: tickerSearchQuerySchema,
      answers: { 200: tickerListSchema },
      handler: async ({ query: { q } }) => reply(200, (await searchTickers(db, q, TICKER_SEARCH_LIMIT)).map(presentTicker)),
    }),
    defineRoute({
      method: "get",
      path: "/api/articles/:id/tickers",
      summary: "The article's tickers, in order",
      access: "member",
      params: articleIdParamsSchema,
      answers: { 200: tickerListSchema, 404: errorBodySchema },
      handler: async ({ params: { id } }) => {
        await requireArticle(db, id);
        return reply(200, await tickersOf(id));
      },
    }),
    defineRoute({
      method: "post",
      path: "/api/articles/:id/tickers",
      summary: "Replaces the article's tickers; unknown symbols answer 400 naming them and nothing is changed",
      access: "admin",
      params: articleIdParamsSchema,
      body: articleTickersBodySchema,
      answers: { 200: articleTickersSavedSchema, 404: errorBodySchema },
      handler: async ({ params: { id }, body }) => {
        await requireArticle(db, id);
        const { ids, unknown } = await resolveTickers(db, body);
        // Nothing is replaced unless every ticker is known: a typo must not wipe the saved list.
        if (unknown.length) throw new HttpError(400, `Unknown tickers: ${unknown.join(", ")}`);
        await replaceArticleTickers(db, id, ids);
        await publishArticleUpdate(db, publish, id);
        return reply(200, { success: true, tickers: await tickersOf(id) });
      },
    }),
  ];
}
