import { articlesPageSchema, articlesQuerySchema, middleEastArticlesSchema, redactArticle, type ArticlesPage } from "@tradewire/core";
import { countFeedArticles, listFeedArticles, presentArticle, presentHeadline } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { decodeArticleCursor, encodeArticleCursor } from "../../http/article-cursor";
import { defineRoute, reply, type Access, type RouteDefinition } from "../../http/define-route";

const MIDDLE_EAST_COUNT = 20;

/** The visitors' demo copy of a page. */
const redactPage = (page: ArticlesPage): ArticlesPage => ({ ...page, articles: page.articles.map(redactArticle) });

export function articleRoutes({ database, caches }: AppDependencies): RouteDefinition[] {
  /**
   * One page of the feed, newest first; visitors get the redacted demo copy. Every member asking for the
   * same filters shares one cached answer, and visitors its redacted copy, until a story, an edit or a
   * report changes what the feed shows (see read-caches).
   */
  const feedPage = (path: string, access: Access, summary: string) =>
    defineRoute({
      method: "get",
      path,
      summary,
      access,
      query: articlesQuerySchema,
      answers: { 200: articlesPageSchema },
      cache: {
        answers: caches.news,
        // A visitor's ticker filter matches other stories than a member's (see below); no other filter does.
        keyOf: ({ query, user }) => `feed${user || !query.ticker ? "" : ":first-ticker"}:${JSON.stringify(query)}`,
        redact: redactPage,
        cacheControl: "private, no-cache",
      },
      handler: async ({ query, user }) => {
        // A visitor's copy shows only the first ticker: matching a hidden one would give it away.
        const { before, also_related, ...rest } = query;
        const filter = { ...rest, alsoRelated: also_related, firstTickerOnly: !user };
        const searched = Boolean(query.q || query.ticker?.length);
        const [rows, total] = await Promise.all([
          listFeedArticles(database.db, { ...filter, before: before ? decodeArticleCursor(before) : undefined }),
          searched ? countFeedArticles(database.db, filter) : undefined,
        ]);
        const last = rows.at(-1);
        return reply(200, {
          articles: rows.map(presentArticle),
          next_before: last && rows.length === query.limit ? encodeArticleCursor(last) : null,
          ...(total === undefined ? {} : { total }),
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
      cache: { answers: caches.news, keyOf: () => "middle-east", cacheControl: "public, no-cache" },
      handler: async () => {
        const rows = await listFeedArticles(database.db, { limit: MIDDLE_EAST_COUNT, tag: ["middle-east"] });
        return reply(200, { articles: rows.map(presentHeadline) });
      },
    }),
  ];
}
