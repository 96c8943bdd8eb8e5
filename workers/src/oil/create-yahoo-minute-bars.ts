import { fetchYahooChart } from "../prices/fetch-yahoo-chart";
import type { MinuteBarSource } from "./minute-bar-source";

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * 1-minute bars from Yahoo's chart v8 endpoint (the stock reports' provider stops at 5 minutes), regular
 * hours only. Yahoo keeps 1-minute bars for the last few weeks, which covers the last session.
 */
export function createYahooMinuteBars(options: { baseUrl: string; timeoutMs?: number }): MinuteBarSource {
  const { baseUrl, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  return {
    name: "yahoo",
    minuteBars: (symbol, { from, to }) => fetchYahooChart(baseUrl, symbol, { interval: "1m", from, to }, timeoutMs),
  };
}
