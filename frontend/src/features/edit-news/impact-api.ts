import { articleImpactSavedSchema, type Article } from "@tradewire/core/schemas/articles";
import type { Impact } from "@tradewire/core/wire-constants";
import { apiRequest } from "../../api/client";

/** PUT /api/articles/{id}/impact: an editor's impact; answers the story as stored (open screens get it pushed). */
export function saveArticleImpact(articleId: string, impact: Impact): Promise<Article> {
  return apiRequest(`/api/articles/${encodeURIComponent(articleId)}/impact`, {
    method: "PUT",
    body: { impact },
    schema: articleImpactSavedSchema,
  }).then((answer) => answer.article);
}
