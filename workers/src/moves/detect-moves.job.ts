import { marketsWantingHistory } from "@tradewire/db";
import { defineJob } from "../job-definition";
import { currentMarketMode } from "../news/feed-mode";
import { priceProviderFor } from "../reports/price-provider-for";
import { detectMovesFrom } from "./detect-moves";

const DAY_MS = 86_400_000;
/** Markets linked to stories this recent, or on a watchlist, are watched (as their price histories are kept). */
const LINKED_STORY_DAYS = 7;
const MARKETS_PER_RUN = 200;

/**
 * Every MOVES_INTERVAL_MS (a minute unless set): the moves of the stocks in the news and on members' lists and of the
 * followed markets, with the stories that may explain them (detect-moves.ts). MOVES_OFF looks for none.
 */
export const detectMoves = defineJob("detect-moves", {
  schedule: { everyMs: (config) => config.MOVES_INTERVAL_MS, payload: {} },
  // The next run is the retry.
  attempts: 1,
  dedupKey: () => "moves",
  handler: async (_payload, context) => {
    const { config, database, publish } = context;
    if (config.MOVES_OFF) return;
    const now = new Date();
    const marketMode = await currentMarketMode(context);
    const markets = marketMode === "off" ? [] : await marketsWantingHistory(database.db, { since: new Date(now.getTime() - LINKED_STORY_DAYS * DAY_MS), limit: MARKETS_PER_RUN });
    await detectMovesFrom({
      db: database.db,
      provider: await priceProviderFor(context),
      publish,
      now,
      thresholds: { sigmas: config.MOVE_SIGMAS, minReturn: config.MOVE_MIN_RETURN_PERCENT / 100, marketPoints: config.MOVE_MARKET_POINTS, marketMinutes: config.MOVE_MARKET_MINUTES },
      benchmarks: config.BENCHMARKS,
      markets,
      marketPrices: marketMode === "live" ? "live" : "replay",
      everyMs: config.MOVES_INTERVAL_MS,
    });
  },
});
