import type { UserManager } from "oidc-client-ts";
import type { ClientConfig } from "@tradewire/core";
import { callbackPath } from "./auth-paths";

/** The OIDC library loads here, after the first paint: the landing page draws without it. */
export async function createUserManager(oidc: ClientConfig["oidc"], origin: string): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await import("oidc-client-ts");
  // The built-in provider issues API tokens by default; external ones (Auth0) only issue a
  // token for the API when the authorize request names it as audience.
  const builtIn = oidc.issuer.replace(/\/+$/, "") === `${origin}/oidc`;
  return new UserManager({
    authority: oidc.issuer,
    client_id: oidc.clientId,
    redirect_uri: `${origin}${callbackPath}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: "code",
    scope: oidc.scope,
    extraQueryParams: builtIn ? {} : { audience: oidc.audience },
    // Spec section 6: refresh tokens live in local storage so a session survives new tabs.
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
    // Spec section 9: HTTP timeout 10 s with 3 tries (the first try and 2 retries).
    requestTimeoutInSeconds: 10,
    silentRequestTimeoutInSeconds: 10,
    maxSilentRenewTimeoutRetries: 2,
  });
}
