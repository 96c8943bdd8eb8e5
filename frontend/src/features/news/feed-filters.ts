import type { Article, Impact } from "@tradewire/core";
import { isSelected, type Selection } from "./toggle-selection";

export interface FeedFilters {
  impacts: Selection<Impact>;
  sources: Selection<string>;
  /** A story shows when any of its topic tags is selected; with all selected, untagged stories show too. */
  tags: Selection<string>;
}

export const allFilters: FeedFilters = { impacts: "all", sources: "all", tags: "all" };

/** Applied in the browser over the loaded stories, so a click on a filter answers at once. */
export function matchesFilters(article: Article, filters: FeedFilters): boolean {
  return (
    isSelected(filters.impacts, article.impact) &&
    isSelected(filters.sources, article.source) &&
    (filters.tags === "all" || article.tags.some((tag) => isSelected(filters.tags, tag)))
  );
}
