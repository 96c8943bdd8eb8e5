import type { PredictionEvent } from "@tradewire/core";
import type { MarketRow } from "../repositories/prediction-markets";

const DAY_MS = 86_400_000;
const days = (ms: number) => Math.round((ms / DAY_MS) * 100) / 100;

/**
 * A market as the Prediction Markets table reads it (spec section 3): age since it opened and remaining
 * life until it ends, in days with two decimals; a market with no end date, or past it, has 0 left.
 */
export function presentPredictionEvent(market: MarketRow, now: Date, watchlisted: boolean): PredictionEvent {
  const opened = market.startDate ?? market.createdAt;
  return {
    id: String(market.id),
    question: market.question,
    slug: market.slug,
    volume: market.volume,
    age: days(Math.max(0, now.getTime() - opened.getTime())),
    remaining_life: market.endDate ? days(Math.max(0, market.endDate.getTime() - now.getTime())) : 0,
    platform: market.platform,
    event_url: market.eventUrl,
    probability: market.probability,
    probability_change_24h: market.probabilityChange24h,
    watchlisted,
  };
}
