import type { AlertItem, ProbabilityPoint } from "@tradewire/core/domain/alerts/index";
import type { AlertItemPayload, Article, Move, PredictionMarket } from "@tradewire/core";
import { describeMove } from "@tradewire/core/domain/moves/describe-move";

export interface MatchableItem {
  /** What the matcher reads. */
  match: AlertItem;
  /** What the notification tells. */
  payload: AlertItemPayload;
}

const symbolOf = (ticker: Article["tickers"][number]) => (typeof ticker === "string" ? ticker : ticker.ticker);

/** A story as alerts read it; `summary` (not on the wire) only when some alert has keywords. */
export function articleItem(article: Article, summary: string | null = null): MatchableItem {
  const tickers = article.tickers.map(symbolOf);
  const text = summary ? `${article.title}\n${summary}` : article.title;
  return {
    match: { kind: "article", id: article.id, tags: article.tags, tickers, relatedTickers: article.related_tickers, text, impact: article.impact },
    payload: {
      kind: "article",
      id: article.id,
      title: article.title,
      url: article.url,
      impact: article.impact,
      source: article.source,
      tickers,
      tags: article.tags,
      probability: null,
      volume: null,
      at: article.date_published,
      arrived_at: article.received_at,
    },
  };
}

/** A market as alerts read it; `history` (its recent probabilities, the current one last) for probability_move alerts. */
export function marketItem(market: PredictionMarket, event: "created" | "updated", history?: ProbabilityPoint[]): MatchableItem {
  return {
    match: { kind: "market", id: market.id, event, tags: market.tags, volume: market.volume, ...(history ? { history } : {}) },
    payload: {
      kind: "market",
      id: market.id,
      title: market.question,
      url: market.event_url,
      impact: null,
      source: market.platform,
      tickers: [],
      tags: market.tags,
      probability: market.probability,
      volume: market.volume,
      at: new Date().toISOString(),
      arrived_at: new Date().toISOString(),
    },
  };
}

/**
 * A move as a move alert reads it and its message tells it: the move whole as the title, the best-ranked story of the
 * hours before it as the link and in the reasons, so the message says why it may have moved.
 */
export function moveItem(move: Move): MatchableItem {
  const likely = move.stories[0] ?? null;
  return {
    match: { kind: "move", id: move.move_id, tags: [], symbol: move.ticker, marketId: move.market_id, likelyStory: likely && `${likely.title} (${likely.source})` },
    payload: {
      kind: "move",
      id: move.move_id,
      title: describeMove(move),
      url: likely?.url ?? null,
      impact: null,
      source: null,
      tickers: move.ticker ? [move.ticker] : [],
      tags: [],
      probability: move.kind === "market" ? move.to : null,
      volume: null,
      at: move.ends_at,
      arrived_at: move.detected_at,
    },
  };
}
