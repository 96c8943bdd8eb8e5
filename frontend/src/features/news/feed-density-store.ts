import { createChoiceStore } from "../../stores/create-choice-store";

/** Comfortable: a story in two or three lines with all its chips. Compact: one line a story, to scan many at once. */
export const feedDensities = ["comfortable", "compact"] as const;
export type FeedDensity = (typeof feedDensities)[number];

/** How tightly the feed lists its stories, remembered per browser; comfortable until the reader picks compact. */
export const useFeedDensityStore = createChoiceStore("tradewire.news-density", feedDensities, "comfortable");
