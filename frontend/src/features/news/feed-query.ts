/**
 * The search over the feed that the server answers, kept in the page's URL (?q=…&ticker=…&related=1) so a view can be
 * bookmarked and shared: words in the stories (web-search syntax), and ticker symbols (comma-separated), with or
 * without the stories that move them without naming them (My tickers). Empty strings search nothing.
 */
export interface FeedQuery {
  q: string;
  ticker: string;
  /** With `ticker`: also the stories whose related tickers hold one of the symbols. */
  related: boolean;
}

export const noQuery: FeedQuery = { q: "", ticker: "", related: false };

export const isSearching = (query: FeedQuery): boolean => query.q !== "" || query.ticker !== "";

/** The query a URL asks for; symbols read in capitals, as the chips show them. */
export function feedQueryOf(params: URLSearchParams): FeedQuery {
  return { q: params.get("q")?.trim() ?? "", ticker: params.get("ticker")?.trim().toUpperCase() ?? "", related: params.get("related") === "1" };
}
