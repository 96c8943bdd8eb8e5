import { claimDueSources } from "@tradewire/db";
import { defineJob } from "../job-definition";
import { createKalshiClient } from "./create-kalshi-client";
import { createPolymarketClient } from "./create-polymarket-client";
import { pollMarketSource, storeMarketSnapshots, type MarketSource } from "./poll-market-source";
import { replaySnapshots } from "./replay-markets";
import { currentMarketMode } from "../news/feed-mode";

/**
 * Polls Polymarket and Kalshi for their open markets while the sources are live. Each platform keeps its
 * own schedule and backoff in source_states, so a failing one never holds back the other. With
 * SOURCES=replay, and while both platforms fail and never answered, the replay markets stand in for them
 * at today's replay prices, so every screen that shows markets stays alive.
 */
export const ingestMarkets = defineJob("ingest-markets", {
  schedule: { everyMs: (config) => config.MARKETS_INTERVAL_MS, payload: {} },
  // A failed platform is backed off in source_states; the next tick is the retry.
  attempts: 1,
  dedupKey: () => "tick",
  handler: async (_payload, context) => {
    const { config, database } = context;
    if (config.SOURCES === "off") return;
    if (config.SOURCES === "live") {
      const sources: MarketSource[] = [
        { id: "polymarket", ...createPolymarketClient({ gammaUrl: config.POLYMARKET_GAMMA_URL, clobUrl: config.POLYMARKET_CLOB_URL }) },
        { id: "kalshi", ...createKalshiClient({ baseUrl: config.KALSHI_API_URL }) },
      ];
      const due = await claimDueSources(database.db, sources.map((source) => source.id));
      await Promise.all(due.map((state) => pollMarketSource(context, sources.find((source) => source.id === state.sourceId)!, state.consecutiveFailures)));
    }
    if ((await currentMarketMode(context)) !== "live") await storeMarketSnapshots(context, replaySnapshots(new Date()));
  },
});
