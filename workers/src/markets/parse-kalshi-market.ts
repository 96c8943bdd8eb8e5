import { z } from "zod";
import type { MarketSnapshot } from "./market-snapshot";

/** Since the fixed-point migration prices are 4-dp dollar strings and counts 2-dp strings; old answers had integers. */
const decimal = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);

const kalshiMarketSchema = z.object({
  ticker: z.string().min(1),
  event_ticker: z.string().min(1),
  title: z.string().min(1),
  status: z.string(),
  open_time: z.string().optional(),
  close_time: z.string().optional(),
  volume_fp: decimal.optional(),
  volume: decimal.optional(),
  yes_bid_dollars: decimal.optional(),
  yes_ask_dollars: decimal.optional(),
  last_price_dollars: decimal.optional(),
  previous_price_dollars: decimal.optional(),
  /** Legacy integer cents. */
  last_price: z.number().optional(),
});

const CLOSED_STATUSES = new Set(["closed", "determined", "finalized", "settled"]);

const dateOrNull = (text: string | undefined) => {
  const time = text ? Date.parse(text) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time);
};

/** A price of 0 on Kalshi means "no trade yet", not "certain No". */
const priced = (value: number | undefined) => (value !== undefined && value > 0 && value <= 1 ? value : undefined);

/**
 * One Kalshi market as the normalised model: the probability is the mid of the Yes bid and ask, else the
 * last trade; answers null for an entry that is not a market.
 */
export function parseKalshiMarket(raw: unknown): MarketSnapshot | null {
  const parsed = kalshiMarketSchema.safeParse(raw);
  if (!parsed.success) return null;
  const market = parsed.data;
  const bid = priced(market.yes_bid_dollars);
  const ask = priced(market.yes_ask_dollars);
  const last = priced(market.last_price_dollars) ?? priced(market.last_price === undefined ? undefined : market.last_price / 100);
  const probability = bid !== undefined && ask !== undefined ? (bid + ask) / 2 : (last ?? null);
  const previous = priced(market.previous_price_dollars);
  return {
    platform: "kalshi",
    externalId: market.ticker,
    question: market.title,
    slug: market.event_ticker.toLowerCase(),
    eventUrl: `https://kalshi.com/markets/${market.event_ticker.toLowerCase()}`,
    volume: market.volume_fp ?? market.volume ?? 0,
    startDate: dateOrNull(market.open_time),
    endDate: dateOrNull(market.close_time),
    closed: CLOSED_STATUSES.has(market.status),
    outcomes: [
      { outcome: "Yes", price: probability, tokenId: null },
      { outcome: "No", price: probability === null ? null : Math.round((1 - probability) * 10_000) / 10_000, tokenId: null },
    ],
    probability,
    probabilityChange24h: last !== undefined && previous !== undefined ? Math.round((last - previous) * 10_000) / 10_000 : null,
    tags: [],
  };
}
