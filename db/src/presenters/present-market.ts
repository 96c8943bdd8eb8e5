import type { PredictionMarket } from "@tradewire/core";
import type { MarketRow } from "../repositories/prediction-markets";

/** A stored market as members receive it on the socket. */
export function presentMarket(market: MarketRow): PredictionMarket {
  return {
    id: String(market.id),
    platform: market.platform,
    question: market.question,
    slug: market.slug,
    event_url: market.eventUrl,
    volume: market.volume,
    probability: market.probability,
    probability_change_24h: market.probabilityChange24h,
    closed: market.closed,
    start_date: market.startDate?.toISOString() ?? null,
    end_date: market.endDate?.toISOString() ?? null,
    outcomes: market.outcomes.map(({ outcome, price, tokenId }) => ({ outcome, price, token_id: tokenId })),
    tags: market.tags,
  };
}
