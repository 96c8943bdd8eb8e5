import { articleTickersSavedSchema, tickerListSchema, type ArticleTickersSaved, type Ticker } from "@tradewire/core/schemas/tickers";
import { reportCreatedSchema } from "@tradewire/core/schemas/reports";
import { apiRequest } from "../../api/client";

/** GET /api/tickers/search: exact symbol first, at most 20. */
export function searchTickers(query: string, signal?: AbortSignal): Promise<Ticker[]> {
  return apiRequest(`/api/tickers/search?q=${encodeURIComponent(query)}`, { schema: tickerListSchema, signal });
}

/** GET /api/articles/{id}/tickers */
export function fetchArticleTickers(articleId: string, signal?: AbortSignal): Promise<Ticker[]> {
  return apiRequest(`/api/articles/${encodeURIComponent(articleId)}/tickers`, { schema: tickerListSchema, signal });
}

/** POST /api/articles/{id}/tickers: the whole list replaces what is stored; answers the list as stored. */
export function saveArticleTickers(articleId: string, tickers: Ticker[]): Promise<ArticleTickersSaved> {
  return apiRequest(`/api/articles/${encodeURIComponent(articleId)}/tickers`, { method: "POST", body: tickers, schema: articleTickersSavedSchema });
}

/** POST /api/report/{id}: answers once the report is stored; an answer without the success flag throws ApiFormatError. */
export function createReport(articleId: string): Promise<{ success: true }> {
  return apiRequest(`/api/report/${encodeURIComponent(articleId)}`, { method: "POST", schema: reportCreatedSchema });
}
