/**
 * The search over the feed that the server answers, kept in the page's URL (?q=…&ticker=…) so a view can be
 * bookmarked and shared: words in the stories (web-search syntax), and ticker symbols (comma-separated).
 * Empty strings search nothing.
 */
export interface FeedQuery {
  q: string;
  ticker: string;
}

export const noQuery: FeedQuery = { q: "", ticker: "" };

export const isSearching = (query: FeedQuery): boolean => query.q !== "" || query.ticker !== "";

/** The query a URL asks for; symbols read in capitals, as the chips show them. */
export function feedQueryOf(params: URLSearchParams): FeedQuery {
  return { q: params.get("q")?.trim() ?? "", ticker: params.get("ticker")?.trim().toUpperCase() ?? "" };
}
