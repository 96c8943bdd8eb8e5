import { errorBodySchema, MY_TICKERS_LIMIT, myTickerParamsSchema, myTickersSchema } from "@tradewire/core";
import { addUserTicker, listUserTickers, removeUserTicker } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";

/** "My tickers": each member's own list, read and changed by that member alone (the token says whose). */
export function myTickerRoutes({ database }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  const listOf = async (userId: number) => ({ tickers: await listUserTickers(db, userId) });
  return [
    defineRoute({
      method: "get",
      path: "/api/users/me/tickers",
      summary: "The caller's own ticker list, in the order the symbols were added",
      access: "member",
      answers: { 200: myTickersSchema },
      handler: async ({ user }) => reply(200, await listOf(user.id)),
    }),
    defineRoute({
      method: "put",
      path: "/api/users/me/tickers/:symbol",
      summary: `Adds a listed symbol to the caller's ticker list (at most ${MY_TICKERS_LIMIT}); adding one already there changes nothing. Answers the list`,
      access: "member",
      params: myTickerParamsSchema,
      answers: { 200: myTickersSchema, 404: errorBodySchema, 409: errorBodySchema },
      handler: async ({ user, params: { symbol } }) => {
        const outcome = await addUserTicker(db, user.id, symbol, MY_TICKERS_LIMIT);
        if (outcome === "unknown") throw new HttpError(404, `${symbol} is not a listed ticker`);
        if (outcome === "full") throw new HttpError(409, `My tickers holds at most ${MY_TICKERS_LIMIT} symbols: remove one to add ${symbol}`);
        return reply(200, await listOf(user.id));
      },
    }),
    defineRoute({
      method: "delete",
      path: "/api/users/me/tickers/:symbol",
      summary: "Takes a symbol off the caller's ticker list (one not there changes nothing). Answers the list",
      access: "member",
      params: myTickerParamsSchema,
      answers: { 200: myTickersSchema },
      handler: async ({ user, params: { symbol } }) => {
        await removeUserTicker(db, user.id, symbol);
        return reply(200, await listOf(user.id));
      },
    }),
  ];
}
