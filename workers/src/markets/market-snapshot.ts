import type { MarketPlatform } from "@tradewire/core/wire-constants";

export interface MarketOutcome {
  outcome: string;
  /** 0..1; null where the platform gives no price yet. */
  price: number | null;
  /** Polymarket's CLOB token id (77–78 decimal digits, kept as text); the price history is asked for by it. */
  tokenId: string | null;
}

/** One prediction market as every platform is normalised to. */
export interface MarketSnapshot {
  platform: MarketPlatform;
  /** The platform's own id: Polymarket's market id, Kalshi's ticker. */
  externalId: string;
  question: string;
  slug: string | null;
  /** The public page a trader opens. */
  eventUrl: string;
  /** Traded volume in the platform's unit (USD on Polymarket, contracts on Kalshi). */
  volume: number;
  startDate: Date | null;
  endDate: Date | null;
  closed: boolean;
  outcomes: MarketOutcome[];
  /** The market's probability of Yes, 0..1, or null when it has no price. */
  probability: number | null;
  /** Change of that probability over the last day, in probability points; null when unknown. */
  probabilityChange24h: number | null;
  /** Lower-case topic slugs, e.g. tariffs, middle-east. */
  tags: string[];
}

/** A point of a market's price history. */
export interface MarketPricePoint {
  time: Date;
  price: number;
}
