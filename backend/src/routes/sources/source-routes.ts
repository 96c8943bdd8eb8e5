import { sourcesAnswerSchema } from "@tradewire/core";
import { listSourceStates, presentSource, sourceDelayStats } from "@tradewire/db";
import { sourcesOf } from "@tradewire/platform";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";

const DAY_MS = 24 * 3600_000;

/** Health and freshness of every polled source, for admins. */
export function sourceRoutes({ config, database }: AppDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: "get",
      path: "/api/sources",
      summary: "Health of every polled source, and its stories' delay from publication to push over the last 24 hours",
      access: "admin",
      answers: { 200: sourcesAnswerSchema },
      handler: async () => {
        const listed = new Map(sourcesOf(config).map((source) => [source.id, source]));
        const [states, delays] = await Promise.all([
          listSourceStates(database.db),
          sourceDelayStats(database.db, new Date(Date.now() - DAY_MS)),
        ]);
        return reply(200, {
          sources: states.map((state) => presentSource(state, listed.get(state.sourceId), delays.get(state.sourceId))),
        });
      },
    }),
  ];
}
