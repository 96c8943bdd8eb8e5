import {
  barIntervals,
  errorBodySchema,
  PRICE_BARS_LIMIT,
  PRICE_SYMBOLS_LIMIT,
  priceBarsQuerySchema,
  priceBarsSchema,
  pricedSymbolsSchema,
  priceSources,
  priceSymbolParamsSchema,
  type PricedSymbol,
  type PriceSource,
} from "@tradewire/core";
import { instrumentOf } from "@tradewire/core/domain/instrument-of";
import { listCachedSymbols, readLatestBars, type CachedSymbol } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";

const isPriceSource = (source: string): source is PriceSource => (priceSources as readonly string[]).includes(source);

/** A cached symbol as the chooser lists it; null for a source outside priceSources (the repository reads those only). */
function presentPricedSymbol(cached: CachedSymbol): PricedSymbol | null {
  if (!isPriceSource(cached.source)) return null;
  return {
    symbol: cached.symbol,
    company: cached.company,
    ...instrumentOf(cached.symbol, cached),
    source: cached.source,
    intervals: barIntervals.filter((interval) => cached.intervals.includes(interval)),
    updated_at: cached.updatedAt.toISOString(),
  };
}

/** The trading canvas's data: the closes the report jobs cached in price_bars, read-only. */
export function priceRoutes({ database }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  return [
    defineRoute({
      method: "get",
      path: "/api/prices",
      summary: "Symbols with cached price bars (the tickers of stories whose reports were built, and their benchmarks), fetched most recently first",
      access: "member",
      answers: { 200: pricedSymbolsSchema },
      handler: async () => {
        const cached = await listCachedSymbols(db, { limit: PRICE_SYMBOLS_LIMIT });
        return reply(200, cached.flatMap((symbol) => presentPricedSymbol(symbol) ?? []));
      },
    }),
    defineRoute({
      method: "get",
      path: "/api/prices/:symbol",
      summary: `The newest cached closes (at most ${PRICE_BARS_LIMIT}) of a symbol for one bar size, oldest first; 404 for a symbol without cached bars`,
      access: "member",
      params: priceSymbolParamsSchema,
      query: priceBarsQuerySchema,
      answers: { 200: priceBarsSchema, 404: errorBodySchema },
      handler: async ({ params: { symbol }, query: { interval } }) => {
        const [cached] = await listCachedSymbols(db, { limit: 1, symbol });
        const priced = cached && presentPricedSymbol(cached);
        if (!cached || !priced) throw new HttpError(404, `No cached prices for ${symbol}`);
        const bars = await readLatestBars(db, cached.key, interval, PRICE_BARS_LIMIT);
        return reply(200, { symbol, company: priced.company, source: priced.source, interval, bars });
      },
    }),
  ];
}
