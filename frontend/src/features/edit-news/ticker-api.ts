import type { Ticker } from "@tradewire/core";
import { apiRequest } from "../../api/client";

/** GET /api/tickers/search: exact symbol first, at most 20. */
export function searchTickers(query: string, signal?: AbortSignal): Promise<Ticker[]> {
  return apiRequest<Ticker[]>(`/api/tickers/search?q=${encodeURIComponent(query)}`, { signal });
}

/** GET /api/articles/{id}/tickers */
export function fetchArticleTickers(articleId: string, signal?: AbortSignal): Promise<Ticker[]> {
  return apiRequest<Ticker[]>(`/api/articles/${encodeURIComponent(articleId)}/tickers`, { signal });
}

/** POST /api/articles/{id}/tickers: the whole list replaces what is stored. */
export function saveArticleTickers(articleId: string, tickers: Ticker[]): Promise<{ success: boolean; tickers: Ticker[] }> {
  return apiRequest(`/api/articles/${encodeURIComponent(articleId)}/tickers`, { method: "POST", body: tickers });
}

/** POST /api/report/{id}: answers once the report is stored. */
export function createReport(articleId: string): Promise<{ success?: boolean } | null> {
  return apiRequest(`/api/report/${encodeURIComponent(articleId)}`, { method: "POST" });
}
