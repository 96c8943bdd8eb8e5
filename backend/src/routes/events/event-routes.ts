import { Router } from "@koa/router";
import { interactionEventSchema } from "@tradewire/core";
import { recordInteractionEvent } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { jsonBody } from "../../middlewares/json-body";
import { rateLimit } from "../../middlewares/rate-limit";
import { inputOf, validate } from "../../middlewares/validate";

/** Interaction events of spec section 2; visitors' clicks count too, without a user. */
export function eventRoutes({ auth, database }: AppDependencies): Router {
  const router = new Router();
  router.post(
    "/api/events",
    auth.optional(),
    rateLimit({ max: 120, windowMs: 60_000 }),
    jsonBody(),
    validate("body", interactionEventSchema),
    async (ctx) => {
      const event = inputOf(ctx.state, "body", interactionEventSchema);
      await recordInteractionEvent(database.db, { userId: ctx.state.user?.id ?? null, ...event });
      ctx.status = 204;
    },
  );
  return router;
}
