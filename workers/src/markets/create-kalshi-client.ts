import { z } from "zod";
import { answerOf, fetchJson } from "./fetch-json";
import type { MarketPricePoint, MarketSnapshot } from "./market-snapshot";
import { parseKalshiMarket } from "./parse-kalshi-market";

const PAGE = 100;
const pageSchema = z.object({ markets: z.array(z.unknown()), cursor: z.string().nullable().optional() });

/** A dollar price as Kalshi writes it since its fixed-point migration ("0.2400"), or the legacy integer cents. */
const dollars = z.union([z.string(), z.number()]).transform(Number).pipe(z.number().finite());
const ohlcSchema = z.object({ close_dollars: dollars.optional(), close: z.number().nullable().optional() }).partial();
const candlesticksSchema = z.object({
  candlesticks: z.array(
    z.object({
      end_period_ts: z.number().int(),
      price: ohlcSchema.nullable().optional(),
      yes_bid: ohlcSchema.nullable().optional(),
      yes_ask: ohlcSchema.nullable().optional(),
    }),
  ),
});
type Ohlc = z.infer<typeof ohlcSchema> | null | undefined;
/** A close in dollars, preferring the fixed-point string; 0 means "no trade", not "certain No". */
const closeOf = (ohlc: Ohlc) => {
  const value = ohlc?.close_dollars ?? (ohlc?.close == null ? undefined : ohlc.close / 100);
  return value !== undefined && value > 0 && value <= 1 ? value : undefined;
};

/** Kalshi groups markets in series; a market ticker starts with its series' (KXTARIFFEUAUTO-26-T25). */
const seriesTickerOf = (marketTicker: string) => marketTicker.split("-")[0]!;

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

    /**
     * A market's Yes price over [from, to], one point per candle of `periodMinutes` (1, 60 or 1440): the
     * last trade of each candle, else the mid of its closing bid and ask; candles without either are skipped.
     */
    async priceHistory(marketTicker: string, { from, to, periodMinutes = 60 }: { from: Date; to: Date; periodMinutes?: 1 | 60 | 1440 }): Promise<MarketPricePoint[]> {
      const query = new URLSearchParams({
        start_ts: String(Math.floor(from.getTime() / 1000)),
        end_ts: String(Math.floor(to.getTime() / 1000)),
        period_interval: String(periodMinutes),
      });
      const url = `${base}/series/${encodeURIComponent(seriesTickerOf(marketTicker))}/markets/${encodeURIComponent(marketTicker)}/candlesticks?${query}`;
      const { body } = await fetchJson("kalshi", url, { timeoutMs: options.timeoutMs });
      return answerOf("kalshi", candlesticksSchema, body)
        .candlesticks.flatMap((candle) => {
          const bid = closeOf(candle.yes_bid);
          const ask = closeOf(candle.yes_ask);
          const price = closeOf(candle.price) ?? (bid !== undefined && ask !== undefined ? (bid + ask) / 2 : undefined);
          return price === undefined ? [] : [{ time: new Date(candle.end_period_ts * 1000), price }];
        })
        .sort((a, b) => a.time.getTime() - b.time.getTime());
    },
  };
}

export type KalshiClient = ReturnType<typeof createKalshiClient>;
