import { useCallback, useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { useFeedStore } from "./feed-store";
import { feedOfView, sameView, viewOfFeed } from "./saved-views";
import { useSavedViewsStore } from "./saved-views-store";
import { useFeedQuery } from "./use-feed-query";

/** The member's saved views, the one the feed shows now (if any), and switching to one. */
export function useSavedViews() {
  const views = useSavedViewsStore((s) => s.views);
  const { filters, setFilters } = useFeedStore(useShallow((s) => ({ filters: s.filters, setFilters: s.setFilters })));
  const { query, setQuery } = useFeedQuery();
  const shown = useMemo(() => viewOfFeed(filters, query), [filters, query]);
  const current = useMemo(() => views.find((view) => sameView(view.filters, shown)) ?? null, [views, shown]);
  const apply = useCallback(
    (slot: number) => {
      const view = useSavedViewsStore.getState().views.find((each) => each.slot === slot);
      if (!view) return false;
      const feed = feedOfView(view.filters);
      setFilters(feed.filters);
      setQuery(feed.query);
      return true;
    },
    [setFilters, setQuery],
  );
  return { views, shown, current, apply };
}
