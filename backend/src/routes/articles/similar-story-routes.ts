import { articleIdParamsSchema, errorBodySchema, similarStoriesSchema } from "@tradewire/core";
import { presentSimilarStories, similarStories } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";

/** "What happened last time" in a story's details and its report: the earlier stories like it and what prices did after them. */
export function similarStoryRoutes({ database }: AppDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: "get",
      path: "/api/articles/:id/similar",
      summary:
        "Up to five stories of the year before this one sharing its named tickers, topic tags and title words, the most alike first, each with its measured reactions, and their mean reaction per horizon",
      access: "member",
      params: articleIdParamsSchema,
      answers: { 200: similarStoriesSchema, 404: errorBodySchema },
      handler: async ({ params: { id } }) => {
        const found = await similarStories(database.db, id);
        if (!found) throw new HttpError(404, `No article ${id}`);
        return reply(200, presentSimilarStories(found));
      },
    }),
  ];
}
