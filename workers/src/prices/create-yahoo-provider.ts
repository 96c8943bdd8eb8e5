import { fetchYahooChart } from "./fetch-yahoo-chart";
import type { BarInterval, PriceProvider } from "./price-provider";

const DEFAULT_BASE_URL = "https://query1.finance.yahoo.com";
const DEFAULT_TIMEOUT_MS = 10_000;

const YAHOO_INTERVAL: Record<BarInterval, string> = { "5m": "5m", "15m": "15m", "1h": "60m", "1d": "1d" };

/**
 * Prices from Yahoo's unofficial chart v8 endpoint. The timeout covers the whole exchange, body included,
 * and the size cap is enforced while the body streams in.
 */
export function createYahooProvider(options: { baseUrl?: string; timeoutMs?: number } = {}): PriceProvider {
  const { baseUrl = DEFAULT_BASE_URL, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  return {
    name: "yahoo",
    knows: () => true,
    history: (symbol, { interval, from, to }) => fetchYahooChart(baseUrl, symbol, { interval: YAHOO_INTERVAL[interval], from, to }, timeoutMs),
  };
}
