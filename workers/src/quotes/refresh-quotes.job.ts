import { defineJob } from "../job-definition";
import { priceProviderFor } from "../reports/price-provider-for";
import { refreshQuotesFrom } from "./refresh-quotes";

/** Every QUOTES_INTERVAL_MS (a minute unless set): the quotes of the tickers recent stories name, and each story's price when it broke (refresh-quotes.ts). */
export const refreshQuotes = defineJob("refresh-quotes", {
  schedule: { everyMs: (config) => config.QUOTES_INTERVAL_MS, payload: {} },
  // The next run is the retry.
  attempts: 1,
  dedupKey: () => "quotes",
  handler: async (_payload, context) => {
    const { config, database, publish } = context;
    const provider = await priceProviderFor(context);
    await refreshQuotesFrom({ db: database.db, provider, publish, now: new Date(), everyMs: config.QUOTES_INTERVAL_MS });
  },
});
