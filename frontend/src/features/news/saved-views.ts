import type { Impact, SavedView, SavedViewFilters } from "@tradewire/core";
import type { FeedFilters } from "./feed-filters";
import type { FeedQuery } from "./feed-query";
import type { Selection } from "./toggle-selection";

/** "all" is stored as an empty list: a view that names no source filters on none. */
const listOf = <T>(selection: Selection<T>): T[] => (selection === "all" ? [] : [...selection]);
const selectionOf = <T>(list: readonly T[]): Selection<T> => (list.length === 0 ? "all" : list);

/** What the feed shows now, as a view to keep: its buttons' filters and the URL's search. */
export function viewOfFeed(filters: FeedFilters, query: FeedQuery): SavedViewFilters {
  return {
    impacts: listOf(filters.impacts),
    sources: listOf(filters.sources),
    tags: listOf(filters.tags),
    tickers: query.ticker ? query.ticker.split(",").filter(Boolean) : [],
    q: query.q,
  };
}

/** The feed's filters and search that show a kept view. */
export function feedOfView(view: SavedViewFilters): { filters: FeedFilters; query: FeedQuery } {
  return {
    filters: { impacts: selectionOf<Impact>(view.impacts), sources: selectionOf(view.sources), tags: selectionOf(view.tags) },
    query: { q: view.q, ticker: view.tickers.join(","), related: false },
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value));

/** Whether two views show the same stories (the order of a list's values does not matter). */
export function sameView(a: SavedViewFilters, b: SavedViewFilters): boolean {
  return sameSet(a.impacts, b.impacts) && sameSet(a.sources, b.sources) && sameSet(a.tags, b.tags) && sameSet(a.tickers, b.tickers) && a.q === b.q;
}

/** The first key without a view, else the last key (whose view a save then replaces). */
export function freeSlotOf(views: readonly SavedView[], slots: number): number {
  for (let slot = 1; slot <= slots; slot++) if (!views.some((view) => view.slot === slot)) return slot;
  return slots;
}

/** A view in a few words, for the menu's title text: "HIGH · tariffs · CAT, DE · “steel”". */
export function describeView(view: SavedViewFilters): string {
  const parts = [
    view.impacts.map((impact) => impact.toUpperCase()).join(", "),
    view.sources.join(", "),
    view.tags.join(", "),
    view.tickers.join(", "),
    view.q && `“${view.q}”`,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : "Every story";
}
