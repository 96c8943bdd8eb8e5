import { presentArticleMarket } from "./present-article-market";
import type { Article, StoryReaction } from "@tradewire/core";
import { presentTicker } from "./present-ticker";
import type { FeedArticle, LinkedTicker } from "../repositories/articles";

/** The named tickers' prices when the story broke, by symbol, for those the quotes job has priced. */
function pricesAtStory(tickers: readonly LinkedTicker[]): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const { ticker, priceAtStory } of tickers) if (priceAtStory !== null) prices[ticker] = priceAtStory;
  return prices;
}

/** Each named ticker's measured reactions, in the order of the story's tickers and, for each, of the horizons. */
function reactionsOf(tickers: readonly LinkedTicker[]): StoryReaction[] {
  return tickers.flatMap(({ ticker, reactions }) =>
    reactions.map((reaction) => ({ ticker, horizon: reaction.horizon, benchmark: reaction.benchmark, abnormal_return: reaction.abnormalReturn, z_score: reaction.zScore })),
  );
}

/** The wire shape of an article for members; visitors get redactArticle() of it. REST and pushes both use this. */
export function presentArticle(article: FeedArticle): Article {
  return {
    id: String(article.id),
    title: article.title,
    summary: article.summary || null,
    url: article.url,
    source: article.source,
    impact: article.impact,
    date_published: article.datePublished.toISOString(),
    received_at: article.createdAt.toISOString(),
    topic: article.topic,
    tags: article.tags,
    tickers: article.tickers.map(presentTicker),
    related_tickers: article.relatedTickers,
    prices_at_story: pricesAtStory(article.tickers),
    reactions: reactionsOf(article.tickers),
    predictionMarkets: article.markets.map(presentArticleMarket),
    is_report_present: article.reportPresent,
    impact_rules: article.impactRules,
    also_reported_by: article.alsoReportedBy,
  };
}
