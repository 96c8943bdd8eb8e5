import { z } from "zod";
import { barIntervals } from "../wire-constants";

/** The most bars GET /api/prices/:symbol answers: the newest ones. */
export const PRICE_BARS_LIMIT = 1000;
/** The most symbols GET /api/prices lists: the ones fetched most recently. */
export const PRICE_SYMBOLS_LIMIT = 200;

/** Where cached prices come from: Yahoo Finance, or the bundled replay set (simulated around real closes). */
export const priceSources = ["yahoo", "replay"] as const;
export type PriceSource = (typeof priceSources)[number];

/** What a priced symbol is, so the trading canvas's chooser can group it: a stock, a fund (an ETF) or an index. */
export const instrumentKinds = ["stock", "fund", "index"] as const;
export type InstrumentKind = (typeof instrumentKinds)[number];

/** A symbol with cached bars, as GET /api/prices lists it for the trading canvas's chooser. */
export const pricedSymbolSchema = z.object({
  symbol: z.string(),
  /** From the ticker dictionary; null for a symbol it does not list. */
  company: z.string().nullable(),
  /** What to call it: the company or fund, the index's name (AEX for ^AEX), or the symbol when nothing better is known. */
  name: z.string(),
  kind: z.enum(instrumentKinds),
  source: z.enum(priceSources),
  /** Bar sizes that have bars, finest first. */
  intervals: z.array(z.enum(barIntervals)),
  /** The end of the span fetched most recently (ISO). */
  updated_at: z.iso.datetime({ offset: true }),
});
export type PricedSymbol = z.infer<typeof pricedSymbolSchema>;

/** GET /api/prices: symbols with cached bars, fetched most recently first. */
export const pricedSymbolsSchema = z.array(pricedSymbolSchema);

export const priceSymbolParamsSchema = z.object({
  symbol: z
    .string()
    .regex(/^[A-Za-z0-9.^=-]{1,20}$/, "must be a ticker symbol such as NVDA")
    .transform((symbol) => symbol.toUpperCase()),
});

export const priceBarsQuerySchema = z.object({
  interval: z.enum(barIntervals, { error: `must be one of ${barIntervals.join(", ")}` }).default("1h"),
});

/**
 * GET /api/prices/:symbol?interval=: the newest cached closes of one symbol and bar size, oldest first.
 * Only closes are stored (no open, high, low or volume); `time` is the bar's start in epoch milliseconds.
 */
export const priceBarsSchema = z.object({
  symbol: z.string(),
  company: z.string().nullable(),
  source: z.enum(priceSources),
  interval: z.enum(barIntervals),
  bars: z.array(z.object({ time: z.number().int(), close: z.number() })),
});
export type PriceBars = z.infer<typeof priceBarsSchema>;
