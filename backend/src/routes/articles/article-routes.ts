import { Router } from "@koa/router";
import {
  articlesQuerySchema,
  redactArticle,
  type ArticlesPage,
  type MiddleEastArticles,
} from "@tradewire/core";
import { listFeedArticles, presentArticle } from "@tradewire/db";
import type { ParameterizedContext } from "koa";
import type { AppDependencies } from "../../app-dependencies";
import { inputOf, validate } from "../../middlewares/validate";
import { decodeArticleCursor, encodeArticleCursor } from "../../presenters/article-cursor";

const MIDDLE_EAST_COUNT = 20;

export function articleRoutes({ auth, database }: AppDependencies): Router {
  const router = new Router();

  /** One page of the feed, newest first; visitors get the redacted demo copy. */
  const feedPage = async (ctx: ParameterizedContext) => {
    const query = inputOf(ctx.state, "query", articlesQuerySchema);
    const rows = await listFeedArticles(database.db, {
      ...query,
      ...(query.before ? { before: decodeArticleCursor(query.before) } : { before: undefined }),
    });
    const last = rows.at(-1);
    const articles = rows.map(presentArticle);
    const body: ArticlesPage = {
      articles: ctx.state.user ? articles : articles.map(redactArticle),
      next_before: last && rows.length === query.limit ? encodeArticleCursor(last) : null,
    };
    ctx.body = body;
  };

  router.get("/api/articles", auth.required(), validate("query", articlesQuerySchema), feedPage);
  router.get("/articles/latest", auth.optional(), validate("query", articlesQuerySchema), feedPage);

  router.get("/articles/middle-east", async (ctx) => {
    const rows = await listFeedArticles(database.db, { limit: MIDDLE_EAST_COUNT, tag: ["middle-east"] });
    const body: MiddleEastArticles = {
      articles: rows.map(({ title, url, source, impact, datePublished }) => ({
        title,
        url,
        source,
        impact,
        date_published: datePublished.toISOString(),
      })),
    };
    ctx.body = body;
  });

  return router;
}
