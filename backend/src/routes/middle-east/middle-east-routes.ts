import { errorBodySchema, OIL_BAR_INTERVAL, OIL_SYMBOL, oilPricesSchema, predictionEventsSchema, type OilPriceMode } from "@tradewire/core";
import { listTopicMarkets, presentPredictionEvent, readLatestSessionBars, watchlistedMarketIds } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";

/** The price sources the refresh-oil-prices job stores under, and what each means to a reader. */
const modeOfSource: Record<string, OilPriceMode> = { yahoo: "live", replay: "replay" };
/** Seconds a caller is asked to wait for the first fetch: the replay paths take about one, Yahoo a few. */
const FIRST_FETCH_RETRY_SECONDS = 5;
/** The bars are refreshed every minute; a browser may keep an answer for a quarter of that. */
const MAX_AGE_SECONDS = 15;
/** The story and market tag of the region. */
const MIDDLE_EAST_TAG = "middle-east";
/** The phone's Analytics panel lists them all: more than a screen or two of markets is noise in a side panel. */
const MIDDLE_EAST_MARKETS = 50;

/**
 * The Middle East view's data that is not a story: the oil chart's prices, as the refresh-oil-prices job
 * stored them, so a read never waits on Yahoo. Public, like the map page. Before the first fetch has
 * finished (the job runs at start) the answer is 503 with Retry-After, and the job is queued in case it
 * is not under way (it is deduplicated). And the 'Prediction Markets' box's markets, for members.
 */
export function middleEastRoutes({ database, jobs, logger }: AppDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: "get",
      path: "/api/middle-east/oil",
      summary: `The ${OIL_SYMBOL} ETF's ${OIL_BAR_INTERVAL} closes of the last trading session, oldest first, live (Yahoo) or replayed`,
      access: "public",
      answers: { 200: oilPricesSchema, 503: errorBodySchema },
      handler: async (_input, ctx) => {
        const stored = await readLatestSessionBars(database.db, OIL_SYMBOL, OIL_BAR_INTERVAL, Object.keys(modeOfSource));
        if (!stored) {
          jobs.enqueue("refresh-oil-prices", {}).catch((error: unknown) => logger.warn({ err: error }, "could not queue the oil price refresh"));
          throw new HttpError(503, "Oil prices are being fetched; try again in a few seconds", { "Retry-After": String(FIRST_FETCH_RETRY_SECONDS) });
        }
        ctx.set("Cache-Control", `public, max-age=${MAX_AGE_SECONDS}`);
        return reply(200, { symbol: OIL_SYMBOL, mode: modeOfSource[stored.source]!, bars: stored.bars });
      },
    }),
    defineRoute({
      method: "get",
      path: "/api/middle-east/markets",
      summary: "Open markets of the region: those linked to Middle East stories first, then those tagged middle-east, largest volume first in each",
      access: "member",
      answers: { 200: predictionEventsSchema },
      handler: async ({ user }) => {
        const now = new Date();
        const [markets, watched] = await Promise.all([
          listTopicMarkets(database.db, { tag: MIDDLE_EAST_TAG, limit: MIDDLE_EAST_MARKETS }),
          watchlistedMarketIds(database.db, user.id),
        ]);
        const onWatchlist = new Set(watched);
        return reply(200, markets.map((market) => presentPredictionEvent(market, now, onWatchlist.has(market.id))));
      },
    }),
  ];
}
