import { articleIdParamsSchema, articleImpactBodySchema, articleImpactSavedSchema, errorBodySchema } from "@tradewire/core";
import { correctArticleImpact } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";
import { publishArticleUpdate } from "./publish-article-update";

/** The Edit News modal's impact: an editor's level for a story, kept from re-classification and stored as a training label. */
export function articleImpactRoutes({ database, publish }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  return [
    defineRoute({
      method: "put",
      path: "/api/articles/:id/impact",
      summary: "Sets the story's impact (high, mid or low) as an editor's: re-classification leaves it alone, and it is kept as a training label",
      access: "admin",
      params: articleIdParamsSchema,
      body: articleImpactBodySchema,
      answers: { 200: articleImpactSavedSchema, 404: errorBodySchema },
      handler: async ({ params: { id }, body: { impact }, user }) => {
        if (!(await correctArticleImpact(db, { articleId: id, impact, userId: user.id }))) throw new HttpError(404, `No article ${id}`);
        // Open screens show the new badge.
        return reply(200, { success: true as const, article: await publishArticleUpdate(db, publish, id) });
      },
    }),
  ];
}
