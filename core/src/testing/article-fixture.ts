import type { Article } from "../schemas/articles";

let sequence = 0;

/** A complete member's article for tests; every field can be overridden. */
export function articleFixture(overrides: Partial<Article> = {}): Article {
  sequence += 1;
  const publishedAt = new Date(Date.UTC(2025, 5, 1, 12, 0, 0) + sequence * 1000).toISOString();
  return {
    id: String(sequence),
    title: `Story ${sequence}`,
    summary: null,
    url: `https://news.example/story-${sequence}`,
    source: "reuters",
    impact: "low",
    date_published: publishedAt,
    received_at: publishedAt,
    topic: false,
    tags: [],
    tickers: [],
    related_tickers: [],
    prices_at_story: {},
    reactions: [],
    predictionMarkets: [],
    is_report_present: false,
    impact_rules: [],
    also_reported_by: [],
    ...overrides,
  };
}
