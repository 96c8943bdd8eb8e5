import { claimDueSources } from "@tradewire/db";
import { defineJob } from "../job-definition";
import { createKalshiClient } from "../markets/create-kalshi-client";
import { createPolymarketClient } from "../markets/create-polymarket-client";
import { MARKET_POLL, pollMarketSource, type MarketSource } from "../markets/poll-market-source";

/**
 * Polls Polymarket and Kalshi for their open markets while the feed is live. Each platform keeps its own
 * schedule and backoff in source_states, so a failing one never holds back the other.
 */
export const ingestMarkets = defineJob("ingest-markets", {
  schedule: { everyMs: () => MARKET_POLL.intervalSeconds * 1000, payload: {} },
  // A failed platform is backed off in source_states; the next tick is the retry.
  attempts: 1,
  dedupKey: () => "tick",
  handler: async (_payload, context) => {
    const { config, database } = context;
    if (config.SOURCES !== "live") return;
    const sources: MarketSource[] = [
      { id: "polymarket", ...createPolymarketClient({ gammaUrl: config.POLYMARKET_GAMMA_URL, clobUrl: config.POLYMARKET_CLOB_URL }) },
      { id: "kalshi", ...createKalshiClient({ baseUrl: config.KALSHI_API_URL }) },
    ];
    const due = await claimDueSources(database.db, sources.map((source) => source.id));
    await Promise.all(due.map((state) => pollMarketSource(context, sources.find((source) => source.id === state.sourceId)!, state.consecutiveFailures)));
  },
});
