import type { JobContext } from "../job-context";
import type { PriceProvider } from "../prices/price-providers";
import { priceProviderFor } from "../reports/price-provider-for";
import { createWorldReplayProvider } from "./create-world-replay-provider";

/** The stock reports' choice of prices (PRICE_SOURCE, or the feed's mode), with the world's own replay paths. */
export async function worldPriceProviderFor(context: Pick<JobContext, "config" | "database">): Promise<PriceProvider> {
  const provider = await priceProviderFor(context);
  return provider.name === "replay" ? createWorldReplayProvider() : provider;
}
