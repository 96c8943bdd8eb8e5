import type { SimilarStories } from "@tradewire/core";
import type { SimilarStoriesFound } from "../repositories/similar-stories";
import { presentReactionPrices } from "./present-reaction-prices";

/** "What happened last time" on the wire: the similar stories with their reactions, and the mean reaction per horizon. */
export function presentSimilarStories({ stories, averagedOver, averages }: SimilarStoriesFound): SimilarStories {
  const reactions = stories.flatMap((story) => story.reactions);
  return {
    stories: stories.map((story) => ({
      id: String(story.id),
      title: story.title,
      url: story.url,
      source: story.source,
      impact: story.impact,
      date_published: story.datePublished.toISOString(),
      shared_tickers: story.sharedTickers,
      shared_tags: story.sharedTags,
      reactions: story.reactions.map((reaction) => ({
        ticker: reaction.ticker,
        horizon: reaction.horizon,
        benchmark: reaction.benchmark,
        abnormal_return: reaction.abnormalReturn,
        z_score: reaction.zScore,
      })),
    })),
    averaged_over: averagedOver,
    averages: averages.map((average) => ({ horizon: average.horizon, reactions: average.reactions, abnormal_return: average.abnormalReturn, z_score: average.zScore })),
    prices: presentReactionPrices({
      replay: reactions.filter((reaction) => reaction.priceSource === "replay").length,
      live: reactions.filter((reaction) => reaction.priceSource === "yahoo").length,
    }),
  };
}
