import { articlesPageSchema, type ArticlesPage } from "@tradewire/core/schemas/articles";
import { apiRequest } from "./client";

/** Members read the full feed; visitors the redacted demo copy that needs no token. */
export type FeedAudience = "member" | "visitor";

export interface ArticlesPageRequest {
  audience: FeedAudience;
  limit: number;
  before?: string | null;
  /** Words to search the stories for (web-search syntax); the answer then counts its matches in `total`. */
  q?: string;
  /** Ticker symbols, comma-separated: only stories naming one of them. */
  ticker?: string;
  /** With `ticker`: the stories that move one of them without naming it too (their related tickers). */
  alsoRelated?: boolean;
  signal?: AbortSignal;
}

/** One page of stories, newest first; `next_before` asks for the page after it. */
export function fetchArticlesPage({ audience, limit, before, q, ticker, alsoRelated, signal }: ArticlesPageRequest): Promise<ArticlesPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before) query.set("before", before);
  if (q) query.set("q", q);
  if (ticker) query.set("ticker", ticker);
  if (ticker && alsoRelated) query.set("also_related", "true");
  const path = audience === "member" ? "/api/articles" : "/articles/latest";
  return apiRequest(`${path}?${query}`, { schema: articlesPageSchema, signal });
}
