import { readFileSync } from "node:fs";
import { z } from "zod";
import { marketPlatforms } from "@tradewire/core/wire-constants";
import { marketPageUrl } from "@tradewire/core/domain/market-page-url";
import { seedOf } from "../prices/replay-price-path";
import type { MarketPricePoint, MarketSnapshot } from "./market-snapshot";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const replayMarketSchema = z.object({
  platform: z.enum(marketPlatforms),
  external_id: z.string().min(1),
  question: z.string().min(1),
  slug: z.string().min(1),
  tags: z.array(z.string()),
  closed: z.boolean(),
  volume: z.number().nonnegative(),
  opened_days_ago: z.number().int().nonnegative(),
  /** Negative for a market that has already closed. */
  closes_in_days: z.number().int(),
  /** The level the price swings around (the settled price, for a closed market). */
  probability: z.number().min(0).max(1),
  /** How far the price swings from that level, in probability points. */
  swing: z.number().min(0).max(0.2),
  token_ids: z.array(z.string().regex(/^\d+$/)).length(2).optional(),
});
export type ReplayMarket = z.infer<typeof replayMarketSchema>;

const file = new URL("../../data/replay-markets.json", import.meta.url);
let cached: ReplayMarket[] | undefined;

/** The bundled replay markets (workers/data/replay-markets.json): the ones the replay stories carry, and more on the same topics. */
export function loadReplayMarkets(): ReplayMarket[] {
  cached ??= z.array(replayMarketSchema).parse(JSON.parse(readFileSync(file, "utf8")));
  return cached;
}

const clamp = (value: number) => Math.min(0.99, Math.max(0.01, value));

/**
 * A replay market's price at an instant: its level plus two seeded waves (hours and tens of minutes long),
 * so it moves every minute the app runs, yet any instant gives the same price on every machine and run.
 * A closed market stays at its settled price.
 */
export function replayPrice(market: ReplayMarket, atMs: number): number {
  if (market.closed || market.swing === 0) return market.probability;
  const seed = seedOf(`${market.platform}:${market.external_id}`);
  const slowPeriod = (5 + (seed % 7)) * HOUR_MS;
  const fastPeriod = (35 + (seed % 41)) * 60_000;
  const phase = ((seed >>> 8) % 628) / 100;
  const slow = Math.sin((2 * Math.PI * atMs) / slowPeriod + phase);
  const fast = Math.sin((2 * Math.PI * atMs) / fastPeriod + phase * 1.7);
  return Math.round(clamp(market.probability + market.swing * (slow + 0.35 * fast)) * 1000) / 1000;
}

/** The price history a platform would report: one point per `stepMs` from `fromMs` to `toMs`, on whole steps. */
export function replayPriceHistory(market: ReplayMarket, fromMs: number, toMs: number, stepMs: number): MarketPricePoint[] {
  const points: MarketPricePoint[] = [];
  for (let at = Math.ceil(fromMs / stepMs) * stepMs; at <= toMs; at += stepMs) points.push({ time: new Date(at), price: replayPrice(market, at) });
  return points;
}

/** Every replay market as a platform would report it at `now`. */
export function replaySnapshots(now: Date): MarketSnapshot[] {
  const nowMs = now.getTime();
  return loadReplayMarkets().map((market) => {
    const price = replayPrice(market, nowMs);
    const dayAgo = replayPrice(market, nowMs - DAY_MS);
    const no = Math.round((1 - price) * 1000) / 1000;
    return {
      platform: market.platform,
      externalId: market.external_id,
      question: market.question,
      slug: market.slug,
      eventUrl: marketPageUrl(market.platform, market.slug),
      volume: market.volume,
      startDate: new Date(Math.floor(nowMs / DAY_MS) * DAY_MS - market.opened_days_ago * DAY_MS),
      endDate: new Date(Math.floor(nowMs / DAY_MS) * DAY_MS + market.closes_in_days * DAY_MS),
      closed: market.closed,
      outcomes: [
        { outcome: "Yes", price, tokenId: market.token_ids?.[0] ?? null },
        { outcome: "No", price: no, tokenId: market.token_ids?.[1] ?? null },
      ],
      probability: price,
      probabilityChange24h: Math.round((price - dayAgo) * 1000) / 1000,
      tags: market.tags,
    };
  });
}
