import { defineProcessor } from "../events/processor-definition";

/**
 * A new market may be what a recent story was about: the recent stories are linked again. One job covers
 * every market of a poll (its deduplication key is shared while it waits), however many arrived at once.
 */
export const relinkStoriesOnNewMarket = defineProcessor("market.created", {
  name: "relink-stories",
  handle: async (_market, context) => context.jobs.enqueue("link-markets", {}, { delayMs: 5_000 }),
});
