import { z } from "zod";
import type { PriceBar } from "./price-provider";
import { PriceProviderError } from "./price-provider-error";

const chartSchema = z.object({
  chart: z.object({
    result: z
      .array(
        z.object({
          timestamp: z.array(z.number()).optional(),
          indicators: z.object({
            quote: z.array(z.object({ close: z.array(z.number().nullable()).optional() })).min(1),
          }),
        }),
      )
      .nullable(),
    error: z.object({ code: z.string() }).nullable().optional(),
  }),
});

/**
 * Turns a chart v8 answer into bars within [from, to]. Bars with a null close (a minute with no trade, a
 * gap in Yahoo's data) are dropped, never read as 0. Yahoo leaves out `timestamp` and sends an empty quote
 * when the range holds no bars at all, so that is an empty answer, not a malformed one.
 */
export function parseYahooChart(symbol: string, body: string, from: Date, to: Date): PriceBar[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new PriceProviderError("parse", symbol, "chart answer is not JSON", { cause: error });
  }
  const parsed = chartSchema.safeParse(json);
  if (!parsed.success) throw new PriceProviderError("parse", symbol, "chart answer has an unexpected shape");
  const { result, error } = parsed.data.chart;
  if (error?.code === "Not Found") throw new PriceProviderError("not-found", symbol, "no such symbol at Yahoo");
  const chart = result?.[0];
  if (!chart) throw new PriceProviderError("parse", symbol, "chart answer has no result");
  const closes = chart.indicators.quote[0]?.close;
  if (chart.timestamp === undefined && closes === undefined) return [];
  if (chart.timestamp === undefined || closes === undefined || closes.length !== chart.timestamp.length) {
    throw new PriceProviderError("parse", symbol, "chart answer lacks matching timestamp and close arrays");
  }
  const bars: PriceBar[] = [];
  chart.timestamp.forEach((seconds, index) => {
    const close = closes[index];
    const time = seconds * 1000;
    if (close == null || !Number.isFinite(close)) return;
    if (time >= from.getTime() && time <= to.getTime()) bars.push({ time, close });
  });
  return bars.sort((a, b) => a.time - b.time);
}
