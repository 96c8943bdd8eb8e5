import { defineJob } from "../job-definition";
import { priceProviderFor } from "../reports/price-provider-for";
import { measureReactionsFrom } from "./measure-reactions";
import { measureReleaseReactionsFrom } from "./measure-release-reactions";

/**
 * Every REACTIONS_INTERVAL_MS (a minute unless set): what the last days' stories did to their tickers, and the last
 * days' calendar releases to SPY, TLT, UUP, a country's fund or the company, per closed horizon (measure-reactions.ts,
 * measure-release-reactions.ts). REACTIONS_OFF leaves them unmeasured.
 */
export const measureReactions = defineJob("measure-reactions", {
  schedule: { everyMs: (config) => config.REACTIONS_INTERVAL_MS, payload: {} },
  // The next run is the retry.
  attempts: 1,
  dedupKey: () => "reactions",
  handler: async (_payload, context) => {
    const { config, database, publish } = context;
    if (config.REACTIONS_OFF) return;
    const provider = await priceProviderFor(context);
    const options = {
      db: database.db,
      provider,
      publish,
      now: new Date(),
      benchmarks: config.BENCHMARKS,
      minutes: config.REACTION_MINUTES,
      everyMs: config.REACTIONS_INTERVAL_MS,
    };
    await measureReactionsFrom(options);
    await measureReleaseReactionsFrom(options);
  },
});
