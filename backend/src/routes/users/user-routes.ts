import { Router } from "@koa/router";
import type { AppDependencies } from "../../app-dependencies";
import { presentCurrentUser } from "../../presenters/present-current-user";

export function userRoutes({ auth }: AppDependencies): Router {
  const router = new Router({ prefix: "/api/users" });
  router.get("/me", auth.required(), async (ctx) => {
    ctx.body = presentCurrentUser(ctx.state.user!);
  });
  return router;
}
