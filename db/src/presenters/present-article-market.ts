import type { ArticleMarket, ArticleMarketMove } from "@tradewire/core";
import type { MarketAtStory } from "../repositories/article-markets";
import type { MarketRow } from "../repositories/prediction-markets";

/** A market as a story's chip (and the editor's list) shows it. */
export function presentArticleMarket(market: Pick<MarketRow, "id" | "platform" | "question" | "slug" | "closed">): ArticleMarket {
  return { id: String(market.id), platform: market.platform, question: market.question, slug: market.slug, closed: market.closed };
}

/** A story's market with its probability now, when the story broke, and the change between, in points of 0..1. */
export function presentMarketMove({ market, atStory }: MarketAtStory): ArticleMarketMove {
  const now = market.probability;
  return {
    ...presentArticleMarket(market),
    probability: now,
    probability_at_story: atStory,
    change_since_story: now === null || atStory === null ? null : Math.round((now - atStory) * 1e4) / 1e4,
  };
}
