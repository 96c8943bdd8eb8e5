import type { Article } from "../schemas/articles";
import { HIDDEN, UNKNOWN_ID } from "../wire-constants";

/**
 * The visitors' demo copy of an article (ARCHITECTURE.md): tickers become plain symbols and every one
 * after the first is HIDDEN, open markets lose their question and slug, ids become 'unknown', and no
 * report is offered. The same function serves REST answers and socket pushes.
 */
export function redactArticle(article: Article): Article {
  return {
    ...article,
    id: UNKNOWN_ID,
    tickers: article.tickers.map((ticker, index) => (index === 0 ? (typeof ticker === "string" ? ticker : ticker.ticker) : HIDDEN)),
    related_tickers: article.related_tickers.map(() => HIDDEN),
    prices_at_story: {},
    reactions: [],
    predictionMarkets: article.predictionMarkets.map((market) =>
      market.closed ? { ...market, id: UNKNOWN_ID } : { id: UNKNOWN_ID, platform: market.platform, question: HIDDEN, slug: null, closed: false },
    ),
    is_report_present: false,
  };
}
