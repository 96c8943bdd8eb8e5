import { Router } from "@koa/router";
import { listSourceStates } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Health of every polled source, for admins. */
export function sourceRoutes({ auth, database }: AppDependencies): Router {
  const router = new Router();
  router.get("/api/sources", auth.admin(), async (ctx) => {
    const states = await listSourceStates(database.db);
    ctx.body = {
      sources: states.map((state) => ({
        id: state.sourceId,
        healthy: state.consecutiveFailures === 0 && state.lastSuccessAt !== null,
        last_success_at: iso(state.lastSuccessAt),
        last_error_at: iso(state.lastErrorAt),
        last_error: state.lastError,
        consecutive_failures: state.consecutiveFailures,
        items_seen: state.itemsSeen,
        items_new: state.itemsNew,
        next_poll_at: iso(state.nextPollAt),
      })),
    };
  });
  return router;
}
