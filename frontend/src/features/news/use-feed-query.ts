import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { feedQueryOf, type FeedQuery } from "./feed-query";

/** The feed's search as the URL holds it, and the setters that write it back (replacing, so typing adds no history). */
export function useFeedQuery() {
  const [params, setParams] = useSearchParams();
  const { q, ticker } = feedQueryOf(params);
  const query = useMemo<FeedQuery>(() => ({ q, ticker }), [q, ticker]);
  const setParam = useCallback(
    (name: keyof FeedQuery, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setSearch = useCallback((value: string) => setParam("q", value), [setParam]);
  const setTicker = useCallback((value: string) => setParam("ticker", value), [setParam]);
  return { query, setSearch, setTicker };
}
