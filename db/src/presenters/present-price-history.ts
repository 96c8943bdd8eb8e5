import type { MarketPriceHistory } from "@tradewire/core";
import type { PricePoint } from "../repositories/market-price-points";
import type { MarketRow } from "../repositories/prediction-markets";

/** A market's stored history as the chart reads it (spec section 3): the Yes outcome, epoch-millisecond dates. */
export function presentPriceHistory(market: MarketRow, points: readonly PricePoint[]): MarketPriceHistory {
  const yes = market.outcomes[0];
  return {
    id: String(market.id),
    question: market.question,
    outcome: yes?.outcome ?? "Yes",
    "token-id": yes?.tokenId ?? null,
    prices: points.map((point) => ({ date: point.at.getTime(), price: point.price })),
  };
}
