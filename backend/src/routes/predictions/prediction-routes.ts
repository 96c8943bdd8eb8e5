import { errorBodySchema, marketIdParamsSchema, predictionEventsSchema, predictionTagsSchema, watchlistToggledSchema } from "@tradewire/core";
import { listOpenMarkets, listOpenMarketTags, presentPredictionEvent, toggleWatchlistEntry } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";

/** The table shows the markets traders follow most; more than this is noise on one page. */
const TABLE_MARKETS = 500;

/** Prediction markets for members (spec sections 6 and 7). */
export function predictionRoutes({ database }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  return [
    defineRoute({
      method: "get",
      path: "/api/prediction/events",
      summary: "Open markets, largest volume first, with age and remaining life in days",
      access: "member",
      answers: { 200: predictionEventsSchema },
      handler: async () => {
        const now = new Date();
        return reply(200, (await listOpenMarkets(db, TABLE_MARKETS)).map((market) => presentPredictionEvent(market, now)));
      },
    }),
    defineRoute({
      method: "get",
      path: "/api/prediction/tags",
      summary: "The topic tags of open markets, alphabetically",
      access: "member",
      answers: { 200: predictionTagsSchema },
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
