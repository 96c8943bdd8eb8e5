import { sourcesAnswerSchema } from "@tradewire/core";
import { listSourceStates, presentSource } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";

/** Health of every polled source, for admins. */
export function sourceRoutes({ database }: AppDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: "get",
      path: "/api/sources",
      summary: "Health of every polled source",
      access: "admin",
      answers: { 200: sourcesAnswerSchema },
      handler: async () => reply(200, { sources: (await listSourceStates(database.db)).map(presentSource) }),
    }),
  ];
}
