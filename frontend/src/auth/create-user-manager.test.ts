import { describe, expect, it } from "vitest";
import { createUserManager } from "./create-user-manager";

const origin = "https://tradewire.example";
const oidc = { clientId: "tradewire-web", audience: "https://api.tradewire.example", scope: "openid profile email offline_access" };

describe("createUserManager", () => {
  it("signs in against the built-in provider without an audience parameter", async () => {
    const { settings } = await createUserManager({ ...oidc, issuer: `${origin}/oidc` }, origin);

    expect(settings.extraQueryParams).toEqual({});
    expect(settings.redirect_uri).toBe(`${origin}/auth/callback`);
    expect(settings.post_logout_redirect_uri).toBe(`${origin}/`);
    expect(settings.scope).toBe("openid profile email offline_access");
  });

  it("asks an external provider for a token meant for the API", async () => {
    const { settings } = await createUserManager({ ...oidc, issuer: "https://tenant.auth0.example/" }, origin);

    expect(settings.extraQueryParams).toEqual({ audience: "https://api.tradewire.example" });
  });
});
