import type { AppConfig } from "@tradewire/core/schemas/config";
import { importJWK, SignJWT } from "jose";
import { findDemoAccount } from "./demo-accounts";
import type { IdentitySecrets } from "./identity-secrets";

/**
 * Signs an access token for a demo account exactly as the built-in provider would
 * (same key, issuer, audience and RFC 9068 type), for scripts and tests that call the API.
 */
export async function issueAccessToken(
  config: AppConfig,
  secrets: IdentitySecrets,
  email: string,
  lifetimeSeconds = 3600,
): Promise<string> {
  if (!config.builtInIdentity) throw new Error("Tokens can only be issued by the built-in provider (OIDC_ISSUER is set)");
  const account = findDemoAccount(email);
  if (!account) throw new Error(`'${email}' is not a demo account`);
  const jwk = secrets.signingKeys[0]!;
  const key = await importJWK(jwk, "RS256");
  return new SignJWT({
    email: account.email,
    email_verified: true,
    name: account.name,
    scope: "openid profile email offline_access api",
    client_id: config.OIDC_CLIENT_ID,
  })
    .setProtectedHeader({ alg: "RS256", typ: "at+jwt", kid: jwk.kid })
    .setIssuer(config.oidcIssuer)
    .setAudience(config.OIDC_AUDIENCE)
    .setSubject(account.email)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .setJti(crypto.randomUUID())
    .sign(key);
}
