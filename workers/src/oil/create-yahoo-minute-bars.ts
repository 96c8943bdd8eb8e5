import { readCappedBody } from "../sources/read-capped-body";
import { retryAfterSeconds } from "../sources/retry-after-seconds";
import { fetchFailureOf, SourceError } from "../sources/source-error";
import { parseYahooChart } from "../prices/parse-yahoo-chart";
import { PriceProviderError } from "../prices/price-provider-error";
import { yahooSymbolOf } from "../prices/yahoo-symbol-of";
import type { MinuteBarSource } from "./minute-bar-source";

const DEFAULT_TIMEOUT_MS = 10_000;
/** A session of 1-minute bars is about 60 kB; anything far larger is not a chart answer. */
const MAX_BYTES = 2 * 1024 * 1024;

/** Yahoo answers 429 to obvious bots, so it gets the browser User-Agent the price provider sends. */
const USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

async function statusError(symbol: string, response: Response): Promise<PriceProviderError> {
  await response.body?.cancel();
  if (response.status === 404) return new PriceProviderError("not-found", symbol, "no such symbol at Yahoo");
  if (response.status === 429) {
    return new PriceProviderError("rate-limited", symbol, "Yahoo answered 429 Too Many Requests", {
      status: 429,
      retryAfterSeconds: retryAfterSeconds(response.headers.get("retry-after"), new Date()),
    });
  }
  return new PriceProviderError("http", symbol, `HTTP ${response.status}`, { status: response.status });
}

/**
 * 1-minute bars from Yahoo's chart v8 endpoint (the stock reports' provider stops at 5 minutes), regular
 * hours only. Yahoo keeps 1-minute bars for the last few weeks, which covers the last session.
 */
export function createYahooMinuteBars(options: { baseUrl: string; timeoutMs?: number }): MinuteBarSource {
  const { baseUrl, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  return {
    name: "yahoo",
    async minuteBars(symbol, { from, to }) {
      const query = new URLSearchParams({
        period1: String(Math.floor(from.getTime() / 1000)),
        period2: String(Math.ceil(to.getTime() / 1000)),
        interval: "1m",
        includePrePost: "false",
      });
      const url = `${baseUrl.replace(/\/+$/, "")}/v8/finance/chart/${encodeURIComponent(yahooSymbolOf(symbol))}?${query}`;
      let body: string;
      try {
        const response = await fetch(url, {
          headers: { "user-agent": USER_AGENT, accept: "application/json", "accept-language": "en-US,en;q=0.9" },
          redirect: "follow",
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw await statusError(symbol, response);
        body = Buffer.from(await readCappedBody(symbol, response, MAX_BYTES)).toString("utf8");
      } catch (error) {
        if (error instanceof PriceProviderError) throw error;
        if (error instanceof SourceError) throw new PriceProviderError("parse", symbol, error.message, { cause: error });
        const { kind, detail } = fetchFailureOf(error, timeoutMs);
        throw new PriceProviderError(kind, symbol, detail, { cause: error });
      }
      return parseYahooChart(symbol, body, from, to);
    },
  };
}
