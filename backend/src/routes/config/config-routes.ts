import { clientConfigSchema, type ClientConfig } from "@tradewire/core";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";

/** Public: what the browser needs to sign in, so one build works with any identity provider. */
export function configRoutes({ config, version }: AppDependencies): RouteDefinition[] {
  const body: ClientConfig = {
    oidc: {
      issuer: config.oidcIssuer,
      clientId: config.OIDC_CLIENT_ID,
      audience: config.OIDC_AUDIENCE,
      scope: "openid profile email offline_access",
    },
    version,
  };
  return [
    defineRoute({
      method: "get",
      path: "/api/config",
      summary: "The OpenID settings the browser signs in with",
      access: "public",
      answers: { 200: clientConfigSchema },
      handler: () => reply(200, body),
    }),
  ];
}
