import { articlesPageSchema, articlesQuerySchema, middleEastArticlesSchema, redactArticle } from "@tradewire/core";
import { listFeedArticles, presentArticle, presentHeadline } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { decodeArticleCursor, encodeArticleCursor } from "../../http/article-cursor";
import { defineRoute, reply, type Access, type RouteDefinition } from "../../http/define-route";

const MIDDLE_EAST_COUNT = 20;

export function articleRoutes({ database }: AppDependencies): RouteDefinition[] {
  /** One page of the feed, newest first; visitors get the redacted demo copy. */
  const feedPage = (path: string, access: Access, summary: string) =>
    defineRoute({
      method: "get",
      path,
      summary,
      access,
      query: articlesQuerySchema,
      answers: { 200: articlesPageSchema },
      handler: async ({ query, user }) => {
        const rows = await listFeedArticles(database.db, {
          ...query,
          ...(query.before ? { before: decodeArticleCursor(query.before) } : { before: undefined }),
        });
        const last = rows.at(-1);
        const articles = rows.map(presentArticle);
        return reply(200, {
          articles: user ? articles : articles.map(redactArticle),
          next_before: last && rows.length === query.limit ? encodeArticleCursor(last) : null,
        });
      },
    });

  return [
    feedPage("/api/articles", "member", "The feed, newest first, with filters and a keyset cursor"),
    feedPage("/articles/latest", "optional", "The same feed; visitors get the redacted demo"),
    defineRoute({
      method: "get",
      path: "/articles/middle-east",
      summary: "The 20 newest stories tagged middle-east",
      access: "public",
      answers: { 200: middleEastArticlesSchema },
      handler: async () => {
        const rows = await listFeedArticles(database.db, { limit: MIDDLE_EAST_COUNT, tag: ["middle-east"] });
        return reply(200, { articles: rows.map(presentHeadline) });
      },
    }),
  ];
}
