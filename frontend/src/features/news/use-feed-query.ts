import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { feedQueryOf, type FeedQuery } from "./feed-query";

/** The feed's search as the URL holds it, and the setters that write it back (replacing, so typing adds no history). */
export function useFeedQuery() {
  const [params, setParams] = useSearchParams();
  const { q, ticker, related } = feedQueryOf(params);
  const query = useMemo<FeedQuery>(() => ({ q, ticker, related }), [q, ticker, related]);
  /** Writes the named parts of the query in one change of the URL (two changes in a row would lose the first). */
  const setQuery = useCallback(
    (parts: Partial<FeedQuery>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(parts)) {
            if (value) next.set(name, value === true ? "1" : value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setSearch = useCallback((q: string) => setQuery({ q }), [setQuery]);
  // Symbols typed into the box are searched as named: My tickers' "or moved by them" goes with its own button.
  const setTicker = useCallback((ticker: string) => setQuery({ ticker, related: false }), [setQuery]);
  return { query, setQuery, setSearch, setTicker };
}
