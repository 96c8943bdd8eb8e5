import { dashboardWatchlistSchema, errorBodySchema, MARKET_MOVERS_LIMIT, marketMoversSchema } from "@tradewire/core";
import { findMarketMovers, findMarkets, presentPredictionEvent, watchlistedMarketIds } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { requirePremium } from "../alerts/alert-access";
import { presentMarketMover } from "./present-market-mover";

const DAY_MS = 86_400_000;
/** Stories this recent are the ones whose reports the workers keep refreshing, so their prices are current. */
const STORY_WINDOW_MS = 5 * DAY_MS;
/** The newest stories that name a ticker; beyond them a busy feed would only add noise. */
const STORIES = 100;
/** A latest bar older than this is no longer the day's move: a long weekend plus a holiday fits inside. */
const BAR_WINDOW_MS = 4 * DAY_MS;

/**
 * The dashboard's market cards (spec section 2): Market Trends, premium (free users are refused), and the watchlist,
 * which is the member's own hearts and so answered on every plan.
 */
export function dashboardRoutes({ database }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  return [
    defineRoute({
      method: "get",
      path: "/api/dashboard/movers",
      summary: "Premium: the day's biggest movers among the tickers of recent stories, largest absolute change first, each with the story that named it",
      access: "member",
      answers: { 200: marketMoversSchema, 403: errorBodySchema },
      handler: async ({ user }) => {
        requirePremium(user, "Market trends");
        const now = Date.now();
        const movers = await findMarketMovers(db, {
          storiesSince: new Date(now - STORY_WINDOW_MS),
          stories: STORIES,
          barsSince: new Date(now - BAR_WINDOW_MS),
          limit: MARKET_MOVERS_LIMIT,
        });
        return reply(200, movers.map(presentMarketMover));
      },
    }),
    defineRoute({
      method: "get",
      path: "/api/dashboard/watchlist",
      summary: "The caller's watchlisted open markets, newest entry first, with price and 24 h change (every plan)",
      access: "member",
      answers: { 200: dashboardWatchlistSchema },
      handler: async ({ user }) => {
        const ids = await watchlistedMarketIds(db, user.id);
        const byId = new Map((await findMarkets(db, ids)).map((market) => [market.id, market]));
        const now = new Date();
        // Closed markets leave the Prediction Markets table, where the list is edited; they leave this list too.
        const open = ids.flatMap((id) => {
          const market = byId.get(id);
          return market && !market.closed ? [market] : [];
        });
        return reply(200, open.map((market) => presentPredictionEvent(market, now, true)));
      },
    }),
  ];
}
