import { Router } from "@koa/router";
import type { ClientConfig } from "@tradewire/core";
import type { AppDependencies } from "../../app-dependencies";

/** Public: what the browser needs to sign in, so one build works with any identity provider. */
export function configRoutes({ config, version }: AppDependencies): Router {
  const router = new Router();
  const body: ClientConfig = {
    oidc: {
      issuer: config.oidcIssuer,
      clientId: config.OIDC_CLIENT_ID,
      audience: config.OIDC_AUDIENCE,
      scope: "openid profile email offline_access",
    },
    version,
  };
  router.get("/api/config", (ctx) => {
    ctx.body = body;
  });
  return router;
}
