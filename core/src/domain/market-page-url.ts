import type { MarketPlatform } from "../wire-constants";

/** The public page a trader opens for a market, built from its slug (spec section 2: news chips). */
export function marketPageUrl(platform: MarketPlatform, slug: string): string {
  const path = encodeURIComponent(slug);
  return platform === "kalshi" ? `https://kalshi.com/markets/${path}` : `https://polymarket.com/event/${path}`;
}
