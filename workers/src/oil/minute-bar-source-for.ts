import type { JobContext } from "../job-context";
import { priceProviderFor } from "../reports/price-provider-for";
import { createReplayMinuteBars } from "./create-replay-minute-bars";
import { createYahooMinuteBars } from "./create-yahoo-minute-bars";
import type { MinuteBarSource } from "./minute-bar-source";

/** The stock reports' choice of prices (PRICE_SOURCE, or the feed's mode), in 1-minute bars. */
export async function minuteBarSourceFor(context: Pick<JobContext, "config" | "database">): Promise<MinuteBarSource> {
  const provider = await priceProviderFor(context);
  return provider.name === "replay" ? createReplayMinuteBars(provider) : createYahooMinuteBars({ baseUrl: context.config.YAHOO_BASE_URL });
}
