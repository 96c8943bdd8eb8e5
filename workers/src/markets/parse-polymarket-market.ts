import { z } from "zod";
import type { MarketSnapshot } from "./market-snapshot";

/** Gamma sends some lists as JSON inside a string ("[\"Yes\", \"No\"]"); older answers send plain arrays. */
const listInString = z.union([z.array(z.string()), z.string().transform((text, context) => {
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // reported below
  }
  context.addIssue({ code: "custom", message: "expected a JSON list in a string" });
  return z.NEVER;
})]);

/** Volumes arrive as decimal strings ("1284019.552173") on markets and as numbers on events. */
const decimal = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);

const gammaMarketSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  question: z.string().min(1),
  slug: z.string().optional(),
  volume: decimal.optional(),
  volumeNum: z.number().optional(),
  outcomes: listInString.optional(),
  outcomePrices: listInString.optional(),
  clobTokenIds: listInString.optional(),
  closed: z.boolean().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  bestBid: z.number().optional(),
  bestAsk: z.number().optional(),
  lastTradePrice: z.number().optional(),
  oneDayPriceChange: z.number().optional(),
  tags: z.array(z.object({ slug: z.string() })).optional(),
  events: z.array(z.object({ slug: z.string() })).optional(),
});

const dateOrNull = (text: string | undefined) => {
  const time = text ? Date.parse(text) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time);
};

const priceOrNull = (text: string | undefined) => {
  const price = text === undefined ? Number.NaN : Number(text);
  return Number.isFinite(price) && price >= 0 && price <= 1 ? price : null;
};

/**
 * One Gamma market (keyset or legacy list) as the normalised model. Answers null for an entry that is
 * not a market (no id or question), so one odd row never sinks a page.
 */
export function parsePolymarketMarket(raw: unknown): MarketSnapshot | null {
  const parsed = gammaMarketSchema.safeParse(raw);
  if (!parsed.success) return null;
  const market = parsed.data;
  const names = market.outcomes ?? ["Yes", "No"];
  const outcomes = names.map((outcome, index) => ({
    outcome,
    price: priceOrNull(market.outcomePrices?.[index]),
    tokenId: market.clobTokenIds?.[index] ?? null,
  }));
  const yes = outcomes.find((entry) => entry.outcome.toLowerCase() === "yes") ?? outcomes[0];
  const midpoint = market.bestBid !== undefined && market.bestAsk !== undefined ? (market.bestBid + market.bestAsk) / 2 : undefined;
  const eventSlug = market.events?.[0]?.slug ?? market.slug;
  return {
    platform: "polymarket",
    externalId: market.id,
    question: market.question,
    slug: market.slug ?? null,
    eventUrl: eventSlug ? `https://polymarket.com/event/${eventSlug}` : `https://polymarket.com/market/${market.id}`,
    volume: market.volumeNum ?? market.volume ?? 0,
    startDate: dateOrNull(market.startDate),
    endDate: dateOrNull(market.endDate),
    closed: market.closed ?? false,
    outcomes,
    probability: yes?.price ?? midpoint ?? market.lastTradePrice ?? null,
    probabilityChange24h: market.oneDayPriceChange ?? null,
    tags: (market.tags ?? []).map((tag) => tag.slug.toLowerCase()),
  };
}
