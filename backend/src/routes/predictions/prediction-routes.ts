import {
  errorBodySchema,
  marketIdParamsSchema,
  marketPriceHistoriesSchema,
  PRICE_HISTORY_MARKETS,
  predictionEventsSchema,
  predictionTagsSchema,
  priceHistoryQuerySchema,
  watchlistToggledSchema,
} from "@tradewire/core";
import {
  findMarkets,
  listOpenMarkets,
  listOpenMarketTags,
  marketsInTheNews,
  presentPredictionEvent,
  presentPriceHistory,
  readPriceHistories,
  toggleWatchlistEntry,
  watchlistedMarketIds,
} from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";

/** The table shows the markets traders follow most; more than this is noise on one page. */
const TABLE_MARKETS = 500;
const HOUR_MS = 3_600_000;
/** How long a chart request waits for a history fetched on demand; past it the chart says so and fills on its next refresh. */
const HISTORY_WAIT_MS = 5_000;

/** The markets in the order their ids were asked for (the chart's colours follow it). */
function inOrderOf<T extends { id: number }>(ids: number[], markets: T[]): T[] {
  const byId = new Map(markets.map((market) => [market.id, market]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Prediction markets for members (spec sections 6 and 7). */
export function predictionRoutes({ database, jobs, logger, caches }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  /** Members with the same watchlist (most have none) share one answer, until the markets change. */
  const sameWatchlist = async (userId: number) => `events:${(await watchlistedMarketIds(db, userId)).sort((a, b) => a - b).join(",")}`;
  return [
    defineRoute({
      method: "get",
      path: "/api/prediction/events",
      summary: "Open markets, largest volume first, with age and remaining life in days, price, day's change and the caller's watchlist mark",
      access: "member",
      answers: { 200: predictionEventsSchema },
      cache: { answers: caches.markets, keyOf: ({ user }) => sameWatchlist(user.id), cacheControl: "private, no-cache" },
      handler: async ({ user }) => {
        const now = new Date();
        const [markets, watched] = await Promise.all([listOpenMarkets(db, TABLE_MARKETS), watchlistedMarketIds(db, user.id)]);
        const onWatchlist = new Set(watched);
        return reply(200, markets.map((market) => presentPredictionEvent(market, now, onWatchlist.has(market.id))));
      },
    }),
    defineRoute({
      method: "get",
      path: "/api/prediction/markets",
      summary:
        "Price histories of the Yes outcome: the markets asked for by ids, else the caller's watchlist, else the markets in the last day's news; at most 10",
      access: "member",
      query: priceHistoryQuerySchema,
      answers: { 200: marketPriceHistoriesSchema },
      handler: async ({ query: { ids: asked, hours }, user }) => {
        const now = Date.now();
        const chosen = asked ?? (await watchlistedMarketIds(db, user.id)).slice(0, PRICE_HISTORY_MARKETS);
        const markets =
          asked || chosen.length
            ? inOrderOf(chosen, await findMarkets(db, chosen))
            : await marketsInTheNews(db, { since: new Date(now - 24 * HOUR_MS), limit: PRICE_HISTORY_MARKETS });
        const ids = markets.map((market) => market.id);
        const since = new Date(now - hours * HOUR_MS);
        let histories = await readPriceHistories(db, ids, since);
        // A market nobody followed yet has no history: it is fetched now, briefly waited for, and followed from then on.
        const missing = ids.filter((id) => !histories.get(id)!.length);
        if (missing.length) {
          try {
            await jobs.run("refresh-market-prices", { marketIds: missing }, { timeoutMs: HISTORY_WAIT_MS });
            histories = await readPriceHistories(db, ids, since);
          } catch (error) {
            logger.warn({ err: error, markets: missing }, "price history not fetched in time");
          }
        }
        return reply(200, markets.map((market) => presentPriceHistory(market, histories.get(market.id)!)));
      },
    }),
    defineRoute({
      method: "get",
      path: "/api/prediction/tags",
      summary: "The topic tags of open markets, alphabetically",
      access: "member",
      answers: { 200: predictionTagsSchema },
      cache: { answers: caches.markets, keyOf: () => "tags", cacheControl: "private, no-cache" },
      handler: async () => reply(200, await listOpenMarketTags(db)),
    }),
    defineRoute({
      method: "post",
      path: "/api/prediction-markets/:id/watchlist",
      summary: "Puts the market on the caller's watchlist, or takes it off; answers where it now is",
      access: "member",
      params: marketIdParamsSchema,
      answers: { 200: watchlistToggledSchema, 404: errorBodySchema },
      handler: async ({ params: { id }, user }) => {
        const watchlisted = await toggleWatchlistEntry(db, user.id, id);
        if (watchlisted === undefined) throw new HttpError(404, `No market ${id}`);
        return reply(200, { watchlisted });
      },
    }),
  ];
}
