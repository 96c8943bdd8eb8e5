import { z } from "zod";
import { answerOf, fetchJson } from "./fetch-json";
import type { MarketPricePoint, MarketSnapshot } from "./market-snapshot";
import { parsePolymarketMarket } from "./parse-polymarket-market";

const KEYSET_PAGE = 100;
/** The keyset endpoint's predecessor answers these once it is retired; until then it is the fallback. */
const RETIRED = [404, 410];

const keysetPageSchema = z.object({ markets: z.array(z.unknown()), next_cursor: z.string().optional() });
const legacyPageSchema = z.array(z.unknown());
const priceHistorySchema = z.object({ history: z.array(z.object({ t: z.number(), p: z.number() })) });

export interface PolymarketClientOptions {
  gammaUrl?: string;
  clobUrl?: string;
  timeoutMs?: number;
}

export interface PriceHistoryRequest {
  /** One of Polymarket's ranges: 1h, 6h, 1d, 1w, 1m, max. */
  interval?: string;
  /** Only the points after this instant (the CLOB's startTs, which excludes interval): an incremental fetch. */
  since?: Date;
  /** Minutes between points. */
  fidelity?: number;
}

const marketsOf = (rows: unknown[]) => rows.flatMap((row) => parsePolymarketMarket(row) ?? []);

/**
 * Polymarket's public market data: Gamma's open markets (keyset paging, falling back to the legacy
 * offset list while the keyset endpoint is absent) and the CLOB's price history of an outcome token.
 */
export function createPolymarketClient(options: PolymarketClientOptions = {}) {
  const gamma = (options.gammaUrl ?? "https://gamma-api.polymarket.com").replace(/\/+$/, "");
  const clob = (options.clobUrl ?? "https://clob.polymarket.com").replace(/\/+$/, "");
  const { timeoutMs } = options;

  const legacyMarkets = async (limit: number): Promise<MarketSnapshot[]> => {
    const markets: MarketSnapshot[] = [];
    for (let offset = 0; markets.length < limit; offset += KEYSET_PAGE) {
      const query = new URLSearchParams({ closed: "false", include_tag: "true", limit: String(KEYSET_PAGE), offset: String(offset), order: "volumeNum", ascending: "false" });
      const { body } = await fetchJson("polymarket", `${gamma}/markets?${query}`, { timeoutMs });
      const rows = answerOf("polymarket", legacyPageSchema, body);
      markets.push(...marketsOf(rows));
      if (rows.length < KEYSET_PAGE) break;
    }
    return markets.slice(0, limit);
  };

  return {
    /** Open markets, at most `limit`, as Gamma orders them. */
    async listOpenMarkets(limit: number): Promise<MarketSnapshot[]> {
      const markets: MarketSnapshot[] = [];
      let cursor: string | undefined;
      do {
        const query = new URLSearchParams({ closed: "false", include_tag: "true", limit: String(Math.min(KEYSET_PAGE, limit - markets.length)) });
        if (cursor) query.set("after_cursor", cursor);
        const { status, body } = await fetchJson("polymarket", `${gamma}/markets/keyset?${query}`, { timeoutMs, passThrough: cursor ? [] : RETIRED });
        if (RETIRED.includes(status)) return legacyMarkets(limit);
        const page = answerOf("polymarket", keysetPageSchema, body);
        markets.push(...marketsOf(page.markets));
        cursor = page.markets.length ? page.next_cursor : undefined;
      } while (cursor && markets.length < limit);
      return markets.slice(0, limit);
    },

    /** The price history of one outcome token, oldest first; empty when the market has not traded. */
    async priceHistory(tokenId: string, { interval = "1d", fidelity = 60, since }: PriceHistoryRequest = {}): Promise<MarketPricePoint[]> {
      const query = new URLSearchParams({ market: tokenId, fidelity: String(fidelity) });
      if (since) query.set("startTs", String(Math.floor(since.getTime() / 1000) + 1));
      else query.set("interval", interval);
      const { body } = await fetchJson("polymarket-clob", `${clob}/prices-history?${query}`, { timeoutMs });
      return answerOf("polymarket-clob", priceHistorySchema, body)
        .history.map(({ t, p }) => ({ time: new Date(t * 1000), price: p }))
        // A point outside a share's 0..1 dollar range, or at no real time, is the platform's glitch: dropped, the rest kept.
        .filter(({ time, price }) => !Number.isNaN(time.getTime()) && price >= 0 && price <= 1)
        .sort((a, b) => a.time.getTime() - b.time.getTime());
    },
  };
}

export type PolymarketClient = ReturnType<typeof createPolymarketClient>;
