import { claimDueSources, findMarkets, marketsWantingHistory, prunePricePoints } from "@tradewire/db";
import { defineJob } from "../job-definition";
import { HISTORY_HOURS, HISTORY_POLL, historySourceId, refreshPriceHistories } from "./refresh-price-histories";
import { currentMarketMode } from "../news/feed-mode";

const DAY_MS = 86_400_000;
/** Stories older than this no longer bring their markets' histories up to date. */
const LINKED_STORY_DAYS = 7;
/** At most this many markets per run: the most traded first. */
const MARKETS_PER_RUN = 200;

/**
 * Keeps the price histories of the markets members follow (linked to a recent story, or on a watchlist)
 * up to date; asked with ids, brings those markets up to date at once (a member opened one's chart).
 */
export const refreshMarketPrices = defineJob("refresh-market-prices", {
  schedule: { everyMs: () => HISTORY_POLL.intervalSeconds * 1000, payload: {} },
  // A failed platform is backed off in source_states; the next run is the retry.
  attempts: 1,
  dedupKey: ({ marketIds }) => marketIds?.join(",") ?? "followed",
  handler: async ({ marketIds }, context) => {
    const { database } = context;
    const mode = await currentMarketMode(context);
    if (mode === "off") return;
    const now = Date.now();
    const markets = marketIds
      ? await findMarkets(database.db, marketIds)
      : await marketsWantingHistory(database.db, { since: new Date(now - LINKED_STORY_DAYS * DAY_MS), limit: MARKETS_PER_RUN });
    if (mode !== "live") {
      await refreshPriceHistories(context, markets, { source: "replay" });
    } else {
      // Platforms in backoff sit this run out; a member's one-off request does not wait for them either.
      const platforms = [...new Set(markets.map((market) => market.platform))];
      const due = marketIds ? [] : await claimDueSources(database.db, platforms.map(historySourceId));
      const dueIds = new Set(due.map((state) => state.sourceId));
      const asked = marketIds ? markets : markets.filter((market) => dueIds.has(historySourceId(market.platform)));
      const previousFailures = Object.fromEntries(due.map((state) => [state.sourceId, state.consecutiveFailures]));
      await refreshPriceHistories(context, asked, { source: "live", previousFailures });
    }
    if (!marketIds) await prunePricePoints(database.db, new Date(now - 2 * HISTORY_HOURS * 3_600_000));
  },
});
