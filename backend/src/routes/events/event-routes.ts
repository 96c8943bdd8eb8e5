import { interactionEventSchema } from "@tradewire/core";
import { recordInteractionEvent } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";

/**
 * Interaction events of spec section 2; visitors' clicks count too, without a user. Anyone may post
 * them, so the schema caps what one stores: flat properties, at most 16 keys and 4 kB of JSON (a 400
 * naming body.properties); the UI sends four or five short fields.
 */
export function eventRoutes({ database }: AppDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: "post",
      path: "/api/events",
      summary: "Records an interaction event",
      access: "optional",
      rateLimit: { max: 120, windowMs: 60_000 },
      body: interactionEventSchema,
      answers: { 204: null },
      handler: async ({ body, user }) => {
        await recordInteractionEvent(database.db, { userId: user?.id ?? null, ...body });
        return reply(204);
      },
    }),
  ];
}
