import { QUOTES_PER_REQUEST, quotesQuerySchema, quotesSchema } from "@tradewire/core";
import { findQuotes, presentQuote } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";

/** The feed's prices: quotes travel apart from the cached pages, which stay the same bytes for every member. */
export function quoteRoutes({ database }: AppDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: "get",
      path: "/api/quotes",
      summary: `The latest quotes of up to ${QUOTES_PER_REQUEST} symbols (last price, previous close, as of), kept by the refresh-quotes job for the tickers of the last 24 hours' stories; a symbol without a quote is left out. quote.updated pushes changes`,
      access: "member",
      query: quotesQuerySchema,
      answers: { 200: quotesSchema },
      handler: async ({ query: { symbols } }) => reply(200, (await findQuotes(database.db, symbols)).map(presentQuote)),
    }),
  ];
}
