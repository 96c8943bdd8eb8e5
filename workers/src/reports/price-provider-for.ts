import type { JobContext } from "../job-context";
import { currentFeedMode } from "../news/feed-mode";
import { createReplayProvider, createYahooProvider, type PriceProvider } from "../prices/price-providers";

/**
 * Live stories get live prices; replayed stories get the bundled replay prices, so offline demos work
 * and a report never mixes invented stories with real prices (or the reverse).
 */
export async function priceProviderFor(context: Pick<JobContext, "config" | "database">): Promise<PriceProvider> {
  const { PRICE_SOURCE, YAHOO_BASE_URL } = context.config;
  const source = PRICE_SOURCE === "auto" ? ((await currentFeedMode(context)) === "live" ? "yahoo" : "replay") : PRICE_SOURCE;
  return source === "yahoo" ? createYahooProvider({ baseUrl: YAHOO_BASE_URL }) : createReplayProvider();
}
