import type { PredictionEvent, PredictionMarket } from "@tradewire/core";

/** A row of the Prediction Markets table as GET /api/prediction/events answers it. */
export function predictionEventFixture(overrides: Partial<PredictionEvent> = {}): PredictionEvent {
  return {
    id: "1",
    question: "Will the US raise tariffs on EU cars by March?",
    slug: "us-eu-car-tariffs-march",
    volume: 1_250_000,
    age: 12,
    remaining_life: 40,
    platform: "polymarket",
    event_url: "https://polymarket.com/event/us-eu-car-tariffs-march",
    probability: 0.42,
    probability_change_24h: 0.03,
    watchlisted: false,
    ...overrides,
  };
}

/** The same market as a market.updated push carries it. */
export function pushedMarketFixture(row: PredictionEvent, overrides: Partial<PredictionMarket> = {}): PredictionMarket {
  return {
    id: row.id,
    platform: row.platform,
    question: row.question,
    slug: row.slug,
    event_url: row.event_url,
    volume: row.volume,
    probability: row.probability,
    probability_change_24h: row.probability_change_24h,
    closed: false,
    start_date: new Date(Date.now() - row.age * 86_400_000).toISOString(),
    end_date: new Date(Date.now() + row.remaining_life * 86_400_000).toISOString(),
    outcomes: [{ outcome: "Yes", price: row.probability, token_id: null }],
    tags: [],
    ...overrides,
  };
}
