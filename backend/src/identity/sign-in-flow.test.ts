import { createHash, randomBytes } from "node:crypto";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { readJson } from "../testing/read-json";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";
import { cookieBrowser } from "../testing/cookie-browser";


const location = (response: Response) => response.headers.get("location") ?? "";

describe("signing in with the built-in provider", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(async () => {
    await app?.close();
  });

  const redirectUri = () => `${app.url}/auth/callback`;
  const authorizeUrl = (params: Record<string, string>) =>
    `/oidc/auth?${new URLSearchParams({
      client_id: "tradewire-web",
      redirect_uri: redirectUri(),
      response_type: "code",
      scope: "openid profile email offline_access",
      prompt: "consent",
      state: "s1",
      ...params,
    })}`;
  const token = (body: Record<string, string>) =>
    fetch(`${app.url}/oidc/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_id: "tradewire-web", ...body }),
    });

  it("refuses an authorization request without PKCE", async () => {
    const response = await cookieBrowser(app.url)(authorizeUrl({}));
    expect(location(response)).toContain(redirectUri());
    expect(new URL(location(response)).searchParams.get("error")).toBe("invalid_request");
  });

  it("signs a demo user in with PKCE and issues JWT access tokens and rotating refresh tokens", async () => {
    const go = cookieBrowser(app.url);
    const verifier = randomBytes(32).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");

    const authorize = await go(authorizeUrl({ code_challenge: challenge, code_challenge_method: "S256" }));
    const interaction = location(authorize);
    expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const toSignInPage = await go(interaction);
    const uid = interaction.split("/").pop()!;
    expect(location(toSignInPage)).toBe(`/signin/${uid}`);

    const details = await readJson(await go(`${interaction}/details`));
    expect(details.demoAccounts.map((account: { email: string }) => account.email)).toEqual([
      "admin@demo.local",
      "trader@demo.local",
    ]);

    const post = (password: string) =>
      go(`${interaction}/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "trader@demo.local", password }),
      });
    const wrong = await post("nope");
    expect(wrong.status).toBe(401);
    expect((await readJson(wrong)).message).toBe("Wrong e-mail or password");
    const { redirectTo } = await readJson(await post("demo"));

    // Resume -> consent interaction (granted at once) -> resume -> back to the app with a code.
    let hop = await go(redirectTo);
    for (let i = 0; i < 6 && !location(hop).startsWith(redirectUri()); i++) hop = await go(location(hop));
    const callback = new URL(location(hop));
    expect(callback.searchParams.get("state")).toBe("s1");
    const code = callback.searchParams.get("code")!;
    expect(code).toBeTruthy();

    const withoutVerifier = await token({ grant_type: "authorization_code", code, redirect_uri: redirectUri() });
    expect(withoutVerifier.status).toBe(400);

    const exchange = await token({ grant_type: "authorization_code", code, redirect_uri: redirectUri(), code_verifier: verifier });
    expect(exchange.status).toBe(200);
    const tokens = await readJson(exchange);
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe("at+jwt");
    expect(decodeJwt(tokens.access_token)).toMatchObject({ aud: "urn:tradewire:api", iss: `${app.url}/oidc`, email: "trader@demo.local" });
    expect(tokens.refresh_token).toBeTruthy();

    const me = await fetch(`${app.url}/api/users/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect((await readJson(me)).email).toBe("trader@demo.local");

    const refreshed = await token({ grant_type: "refresh_token", refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    const next = await readJson(refreshed);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    const meAgain = await fetch(`${app.url}/api/users/me`, { headers: { authorization: `Bearer ${next.access_token}` } });
    expect(meAgain.status).toBe(200);

    const replay = await token({ grant_type: "refresh_token", refresh_token: tokens.refresh_token });
    expect(replay.status).toBe(400);
  });

  it("turns an expired or unknown sign-in attempt into a clear 400", async () => {
    const response = await fetch(`${app.url}/oidc/interaction/unknown/details`);
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toMatch(/expired/);
  });
});
