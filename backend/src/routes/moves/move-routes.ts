import { movesQuerySchema, movesSchema } from "@tradewire/core";
import { findMoves, presentMove } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";

/** "Why is it moving" (issue 27): the moves detect-moves stored, each with the stories that may explain it. Members only. */
export function moveRoutes({ database }: AppDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: "get",
      path: "/api/moves",
      summary:
        "The newest moves (a stock's abnormal 5 minutes, by default 3σ and 1% or more; a prediction market's jump, by default 5 points within 30 minutes: MOVE_* settings), each with the stories of the two hours before it that may explain it, best first, and the evidence for each; `market_id` gives one market's",
      access: "member",
      query: movesQuerySchema,
      answers: { 200: movesSchema },
      handler: async ({ query: { limit, market_id } }) =>
        reply(200, { moves: (await findMoves(database.db, { limit, ...(market_id ? { marketId: Number(market_id) } : {}) })).map(presentMove) }),
    }),
  ];
}
