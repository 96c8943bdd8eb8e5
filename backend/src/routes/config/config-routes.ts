import { clientConfigSchema, type ClientConfig } from "@tradewire/core";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";

/** Public: what the browser needs to sign in, so one build works with any identity provider (and any map tile server or chart service). */
export function configRoutes({ config, version }: AppDependencies): RouteDefinition[] {
  const body: ClientConfig = {
    oidc: {
      issuer: config.oidcIssuer,
      clientId: config.OIDC_CLIENT_ID,
      audience: config.OIDC_AUDIENCE,
      scope: "openid profile email offline_access",
    },
    map: { tileUrl: config.MAP_TILE_URL },
    trafficCharts: { iran: config.TRAFFIC_CHART_IRAN_URL, israel: config.TRAFFIC_CHART_ISRAEL_URL },
    version,
  };
  return [
    defineRoute({
      method: "get",
      path: "/api/config",
      summary: "The OpenID settings the browser signs in with, and the Middle East view's tile and chart URLs",
      access: "public",
      answers: { 200: clientConfigSchema },
      handler: () => reply(200, body),
    }),
  ];
}
