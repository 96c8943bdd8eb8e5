import type { AppConfig } from "@tradewire/core/schemas/config";
import type { Database } from "@tradewire/db";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import { allowInlineScript } from "../middlewares/security-headers";
import { databaseAdapter } from "./database-adapter";
import { findDemoAccount } from "./demo-accounts";
import type { IdentitySecrets } from "./identity-secrets";

const API_SCOPE = "api";
const HOUR = 3600;
const DAY = 24 * HOUR;

export interface IdentityProviderOptions {
  config: AppConfig;
  db: Database;
  secrets: IdentitySecrets;
}

/** The built-in OpenID provider of embedded mode, mounted at /oidc. */
export function createIdentityProvider({ config, db, secrets }: IdentityProviderOptions): Provider {
  const audience = config.OIDC_AUDIENCE;
  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: config.OIDC_CLIENT_ID,
        token_endpoint_auth_method: "none",
        application_type: "web",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: [`${config.publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
      },
    ],
    jwks: { keys: secrets.signingKeys as NonNullable<Configuration["jwks"]>["keys"] },
    cookies: { keys: secrets.cookieKeys },
    pkce: { required: () => true },
    scopes: ["openid", "profile", "email", "offline_access", API_SCOPE],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const account = findDemoAccount(sub);
      if (!account) return undefined;
      return {
        accountId: account.email,
        claims: async () => ({ sub: account.email, email: account.email, email_verified: true, name: account.name }),
      };
    },
    // The API creates users from the access token alone, so it carries who the user is. The demo
    // accounts' addresses are set in code, so the provider vouches for them (admin rights need that).
    extraTokenClaims: async (_ctx, token) => {
      const account = "accountId" in token && token.accountId ? findDemoAccount(String(token.accountId)) : undefined;
      return account ? { email: account.email, email_verified: true, name: account.name } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    // First-party client: consent is implied, so the provider never asks for it.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid profile email offline_access");
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // Signing out from the app is the confirmation; submit the provider's form at once.
        // The page's one inline script is allowed by its hash, on this answer only.
        logoutSource: async (ctx, form) => {
          const submit = allowInlineScript(ctx, `document.getElementById("op.logoutForm").submit()`);
          ctx.body = `<!doctype html><html><head><title>Signing out…</title></head><body>${form}<input form="op.logoutForm" type="hidden" name="logout" value="yes"/><noscript><button form="op.logoutForm" type="submit">Sign out</button></noscript><script>${submit}</script></body></html>`;
        },
        // Shown when a sign-out names no way back; the provider's own page loads a web font the policy refuses.
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = `<!doctype html><html><head><title>Signed out</title></head><body><p>You are signed out. <a href="/">Back to Tradewire</a></p></body></html>`;
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: API_SCOPE,
          audience,
          accessTokenTTL: HOUR,
          accessTokenFormat: "jwt",
          jwt: { sign: { alg: "RS256" } },
        }),
      },
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Grant: 30 * DAY,
      RefreshToken: 30 * DAY,
      Session: DAY,
    },
    renderError: async (ctx, out) => {
      ctx.type = "json";
      ctx.body = { error: String(out.error), message: String(out.error_description ?? out.error) };
    },
  };
  const provider = new Provider(config.oidcIssuer, configuration);
  // The same client address as the app's (server.ts): behind a trusted proxy, the one that proxy saw.
  provider.proxy = config.TRUST_PROXY;
  provider.maxIpsCount = 1;
  return provider;
}
