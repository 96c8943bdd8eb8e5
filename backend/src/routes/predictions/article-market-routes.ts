import {
  articleIdParamsSchema,
  articleMarketListSchema,
  articleMarketMovesSchema,
  articleMarketsBodySchema,
  articleMarketsSavedSchema,
  errorBodySchema,
  MARKET_SEARCH_LIMIT,
  marketSearchQuerySchema,
} from "@tradewire/core";
import { findMarkets, listArticleMarkets, marketsAtStory, presentArticleMarket, presentMarketMove, replaceArticleMarkets, searchMarkets } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";
import { publishArticleUpdate } from "../articles/publish-article-update";
import { requireArticle } from "../articles/require-article";

/** The Edit News modal's markets: an admin searches markets and sets a story's list (spec sections 2 and 4). */
export function articleMarketRoutes({ database, publish }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  const marketsOf = async (id: number) => (await listArticleMarkets(db, id)).map(presentArticleMarket);

  return [
    defineRoute({
      method: "get",
      path: "/api/prediction-markets/search",
      summary: "Markets whose question contains every word asked, open ones first, most traded first; at most 20",
      access: "admin",
      query: marketSearchQuerySchema,
      answers: { 200: articleMarketListSchema },
      handler: async ({ query: { q } }) => reply(200, (await searchMarkets(db, q, MARKET_SEARCH_LIMIT)).map(presentArticleMarket)),
    }),
    defineRoute({
      method: "get",
      path: "/api/articles/:id/markets",
      summary: "The story's prediction markets, the linker's best first",
      access: "admin",
      params: articleIdParamsSchema,
      answers: { 200: articleMarketListSchema, 404: errorBodySchema },
      handler: async ({ params: { id } }) => {
        await requireArticle(db, id);
        return reply(200, await marketsOf(id));
      },
    }),
    defineRoute({
      method: "get",
      path: "/api/articles/:id/market-moves",
      summary: "The story's prediction markets with their probability now, when the story broke and the change since, for the story's details",
      access: "member",
      params: articleIdParamsSchema,
      answers: { 200: articleMarketMovesSchema, 404: errorBodySchema },
      handler: async ({ params: { id } }) => {
        await requireArticle(db, id);
        return reply(200, { markets: (await marketsAtStory(db, id)).map(presentMarketMove) });
      },
    }),
    defineRoute({
      method: "put",
      path: "/api/articles/:id/markets",
      summary: "Replaces the story's markets with an editor's choice; unknown ids answer 400 naming them and nothing is changed",
      access: "admin",
      params: articleIdParamsSchema,
      body: articleMarketsBodySchema,
      answers: { 200: articleMarketsSavedSchema, 404: errorBodySchema },
      handler: async ({ params: { id }, body: { market_ids } }) => {
        await requireArticle(db, id);
        const found = new Set((await findMarkets(db, market_ids)).map((market) => market.id));
        const unknown = market_ids.filter((marketId) => !found.has(marketId));
        // A stale id must not wipe the saved list.
        if (unknown.length) throw new HttpError(400, `Unknown markets: ${unknown.join(", ")}`);
        await replaceArticleMarkets(db, id, market_ids);
        await publishArticleUpdate(db, publish, id);
        return reply(200, { success: true, markets: await marketsOf(id) });
      },
    }),
  ];
}
