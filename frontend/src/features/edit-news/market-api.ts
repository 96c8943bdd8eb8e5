import type { ArticleMarket } from "@tradewire/core/schemas/articles";
import { articleMarketListSchema, articleMarketsSavedSchema } from "@tradewire/core/schemas/markets";
import { apiRequest } from "../../api/client";

/** GET /api/prediction-markets/search: every word in the question, open ones first, at most 20. */
export function searchMarkets(query: string, signal?: AbortSignal): Promise<ArticleMarket[]> {
  return apiRequest(`/api/prediction-markets/search?q=${encodeURIComponent(query)}`, { schema: articleMarketListSchema, signal });
}

/** GET /api/articles/{id}/markets */
export function fetchArticleMarkets(articleId: string, signal?: AbortSignal): Promise<ArticleMarket[]> {
  return apiRequest(`/api/articles/${encodeURIComponent(articleId)}/markets`, { schema: articleMarketListSchema, signal });
}

/** PUT /api/articles/{id}/markets: the story's whole list. */
export function saveArticleMarkets(articleId: string, marketIds: readonly string[]): Promise<ArticleMarket[]> {
  return apiRequest(`/api/articles/${encodeURIComponent(articleId)}/markets`, {
    method: "PUT",
    body: { market_ids: marketIds },
    schema: articleMarketsSavedSchema,
  }).then((answer) => answer.markets);
}
