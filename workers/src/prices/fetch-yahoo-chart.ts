import { readCappedBody } from "../sources/read-capped-body";
import { retryAfterSeconds } from "../sources/retry-after-seconds";
import { fetchFailureOf, SourceError } from "../sources/source-error";
import { parseYahooChart } from "./parse-yahoo-chart";
import type { PriceBar } from "./price-provider";
import { PriceProviderError } from "./price-provider-error";
import { yahooSymbolOf } from "./yahoo-symbol-of";

/** A session of 1-minute bars is about 60 kB; anything far larger is not a chart answer. */
const MAX_BYTES = 2 * 1024 * 1024;

/** Yahoo answers 429 to obvious bots, so it gets the same browser User-Agent as the feeds. */
const USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

export interface YahooChartRequest {
  /** Yahoo's name for the bar size: 1m, 5m, 15m, 60m, 1d. */
  interval: string;
  from: Date;
  to: Date;
}

function chartUrl(baseUrl: string, symbol: string, { interval, from, to }: YahooChartRequest): string {
  const query = new URLSearchParams({
    period1: String(Math.floor(from.getTime() / 1000)),
    period2: String(Math.ceil(to.getTime() / 1000)),
    interval,
    includePrePost: "false",
  });
  return `${baseUrl.replace(/\/+$/, "")}/v8/finance/chart/${encodeURIComponent(yahooSymbolOf(symbol))}?${query}`;
}

/** Maps what fetch throws (on connect or mid-body) to the provider's kinds. */
function asProviderError(symbol: string, error: unknown, timeoutMs: number): PriceProviderError {
  if (error instanceof PriceProviderError) return error;
  if (error instanceof SourceError) return new PriceProviderError("parse", symbol, error.message, { cause: error });
  const { kind, detail } = fetchFailureOf(error, timeoutMs);
  return new PriceProviderError(kind, symbol, detail, { cause: error });
}

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
 * One symbol's bars from Yahoo's unofficial chart v8 endpoint, regular hours only. The timeout covers the
 * whole exchange, body included, and the size cap is enforced while the body streams in.
 */
export async function fetchYahooChart(baseUrl: string, symbol: string, request: YahooChartRequest, timeoutMs: number): Promise<PriceBar[]> {
  let body: string;
  try {
    const response = await fetch(chartUrl(baseUrl, symbol, request), {
      headers: { "user-agent": USER_AGENT, accept: "application/json", "accept-language": "en-US,en;q=0.9" },
      redirect: "follow",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw await statusError(symbol, response);
    body = Buffer.from(await readCappedBody(symbol, response, MAX_BYTES)).toString("utf8");
  } catch (error) {
    throw asProviderError(symbol, error, timeoutMs);
  }
  return parseYahooChart(symbol, body, request.from, request.to);
}
