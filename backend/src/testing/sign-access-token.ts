import { importJWK, SignJWT } from "jose";
import { loadIdentitySecrets } from "../identity/identity-secrets";
import type { TestServer } from "./test-server";

/**
 * An access token of the test server's built-in provider for any subject and claims, signed with its key:
 * what the provider would issue after a profile changed (a new name, another e-mail address).
 */
export async function signAccessToken(
  app: TestServer,
  claims: { sub: string; email: string | null; name: string | null },
  lifetimeSeconds = 3600,
): Promise<string> {
  const jwk = (await loadIdentitySecrets(app.config.DATA_DIR)).signingKeys[0]!;
  return new SignJWT({ email: claims.email, name: claims.name, scope: "openid profile email offline_access api" })
    .setProtectedHeader({ alg: "RS256", typ: "at+jwt", kid: jwk.kid })
    .setIssuer(app.config.oidcIssuer)
    .setAudience(app.config.OIDC_AUDIENCE)
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(await importJWK(jwk, "RS256"));
}
