import { z } from "zod";
import { answerOf, fetchJson } from "./fetch-json";
import type { MarketSnapshot } from "./market-snapshot";
import { parseKalshiMarket } from "./parse-kalshi-market";

const PAGE = 100;
const pageSchema = z.object({ markets: z.array(z.unknown()), cursor: z.string().nullable().optional() });

/** Kalshi's public market data: open markets, cursor-paged (an empty cursor ends the list). */
export function createKalshiClient(options: { baseUrl?: string; timeoutMs?: number } = {}) {
  const base = (options.baseUrl ?? "https://api.elections.kalshi.com/trade-api/v2").replace(/\/+$/, "");
  return {
    async listOpenMarkets(limit: number): Promise<MarketSnapshot[]> {
      const markets: MarketSnapshot[] = [];
      let cursor = "";
      do {
        const query = new URLSearchParams({ status: "open", limit: String(Math.min(PAGE, limit - markets.length)), mve_filter: "exclude" });
        if (cursor) query.set("cursor", cursor);
        const { body } = await fetchJson("kalshi", `${base}/markets?${query}`, { timeoutMs: options.timeoutMs });
        const page = answerOf("kalshi", pageSchema, body);
        markets.push(...page.markets.flatMap((row) => parseKalshiMarket(row) ?? []));
        cursor = page.markets.length ? (page.cursor ?? "") : "";
      } while (cursor && markets.length < limit);
      return markets.slice(0, limit);
    },
  };
}

export type KalshiClient = ReturnType<typeof createKalshiClient>;
