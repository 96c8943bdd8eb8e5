import { priceBarsSchema, pricedSymbolsSchema } from "@tradewire/core/schemas/prices";
import type { BarInterval } from "@tradewire/core/wire-constants";
import { apiRequest } from "../../api/client";

/** GET /api/prices: the symbols with cached bars, for the chooser. */
export const fetchPricedSymbols = (signal?: AbortSignal) => apiRequest("/api/prices", { schema: pricedSymbolsSchema, signal });

/** GET /api/prices/:symbol?interval=: the newest cached closes, oldest first. */
export const fetchPriceBars = (symbol: string, interval: BarInterval, signal?: AbortSignal) =>
  apiRequest(`/api/prices/${encodeURIComponent(symbol)}?interval=${interval}`, { schema: priceBarsSchema, signal });
