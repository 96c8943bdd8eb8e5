import { testEngines } from "@tradewire/db/testing/test-databases";
import { generateKeyPair, importJWK, SignJWT, base64url } from "jose";
import { readJson } from "./testing/read-json";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadIdentitySecrets } from "./identity/identity-secrets";
import { startTestServer, type TestServer } from "./testing/test-server";

describe.each(testEngines)("HTTP API on %s", (engine) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (path: string, token?: string) =>
    fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("reports health with the engines in use", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: "ok", db: engine, jobs: "inline", version: "test" });
  });

  it("tells the browser how to sign in", async () => {
    const body = await readJson(await get("/api/config"));
    expect(body.oidc).toEqual({
      issuer: `${app.url}/oidc`,
      clientId: "tradewire-web",
      audience: "urn:tradewire:api",
      scope: "openid profile email offline_access",
    });
  });

  describe("GET /api/users/me", () => {
    it("creates the user on first sight and answers the spec's fields", async () => {
      const token = await app.tokenFor("trader@demo.local");
      const first = await readJson(await get("/api/users/me", token));
      const second = await readJson(await get("/api/users/me", token));
      expect(first).toMatchObject({ email: "trader@demo.local", name: "Demo Trader", user_role: "user", plan: "free" });
      expect(first.user_id).toMatch(/^\d+$/);
      expect(second.user_id).toBe(first.user_id);
    });

    it("makes ADMIN_EMAILS users admins", async () => {
      const body = await readJson(await get("/api/users/me", await app.tokenFor("admin@demo.local")));
      expect(body.user_role).toBe("admin");
    });

    it("answers 401 without a token", async () => {
      const response = await get("/api/users/me");
      expect(response.status).toBe(401);
      expect(await readJson(response)).toEqual({ error: "unauthorized", message: "Sign-in required" });
    });

    it("answers 401 for an Authorization header that is not a bearer token", async () => {
      const response = await fetch(`${app.url}/api/users/me`, { headers: { authorization: "Basic dXNlcjpwYXNz" } });
      expect(response.status).toBe(401);
    });
  });

  describe("forged tokens get 401 naming the problem", () => {
    const claims = { email: "admin@demo.local", name: "Demo Admin" };
    const sign = async (
      overrides: { issuer?: string; audience?: string; key?: Parameters<SignJWT["sign"]>[0]; typ?: string } = {},
    ) => {
      const [genuine] = (await loadIdentitySecrets(app.config.DATA_DIR)).signingKeys;
      const key = overrides.key ?? ((await importJWK(genuine!, "RS256")) as Parameters<SignJWT["sign"]>[0]);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", typ: overrides.typ ?? "at+jwt", kid: genuine!.kid })
        .setIssuer(overrides.issuer ?? app.config.oidcIssuer)
        .setAudience(overrides.audience ?? app.config.OIDC_AUDIENCE)
        .setSubject("admin@demo.local")
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
        .sign(key);
    };
    /** Re-signs a genuine token's claims with a changed header or payload, keeping the signature part. */
    const tamper = (token: string, edit: (parts: { header: Record<string, unknown>; payload: Record<string, unknown> }) => void) => {
      const [h, p, s] = token.split(".");
      const parts = {
        header: JSON.parse(new TextDecoder().decode(base64url.decode(h!))),
        payload: JSON.parse(new TextDecoder().decode(base64url.decode(p!))),
      };
      edit(parts);
      const encode = (value: unknown) => base64url.encode(JSON.stringify(value));
      return `${encode(parts.header)}.${encode(parts.payload)}.${s}`;
    };
    const expect401 = async (token: string, message: RegExp) => {
      const response = await get("/api/users/me", token);
      expect(response.status).toBe(401);
      const body = await readJson(response);
      expect(body.error).toBe("unauthorized");
      expect(body.message).toMatch(message);
    };

    it("accepts the genuine key with the right claims (so the cases below fail for their one reason)", async () => {
      expect((await get("/api/users/me", await sign())).status).toBe(200);
    });

    it("signed by a key that is not the issuer's", async () => {
      const { privateKey } = await generateKeyPair("RS256");
      await expect401(await sign({ key: privateKey }), /signature is invalid/);
    });

    it("with a genuine key id but a changed payload (bad signature)", async () => {
      const genuine = await app.tokenFor("trader@demo.local");
      await expect401(tamper(genuine, ({ payload }) => (payload.sub = "admin@demo.local")), /signature is invalid/);
    });

    it("with alg none", async () => {
      const genuine = await app.tokenFor("trader@demo.local");
      const unsigned = tamper(genuine, ({ header }) => (header.alg = "none")).replace(/\.[^.]*$/, ".");
      await expect401(unsigned, /algorithm is not allowed|malformed/);
    });

    it("expired", async () => {
      await expect401(await app.tokenFor("trader@demo.local", -120), /expired/);
    });

    it("for another audience", async () => {
      await expect401(await sign({ audience: "someone-else" }), /audience is not accepted/);
    });

    it("from another issuer", async () => {
      await expect401(await sign({ issuer: "https://evil.example" }), /issuer is not accepted/);
    });

    it("that is an ID token rather than an access token", async () => {
      await expect401(await sign({ typ: "JWT" }), /type is not accepted/);
    });

    it("garbage", async () => {
      await expect401("not-a-jwt", /malformed/);
    });
  });

  describe("bad input", () => {
    it("answers an unknown API route with a JSON 404", async () => {
      const response = await get("/api/does-not-exist");
      expect(response.status).toBe(404);
      expect(await readJson(response)).toEqual({ error: "not_found", message: "No route for GET /api/does-not-exist" });
    });

    it("answers malformed JSON with a 400 that says so", async () => {
      const response = await fetch(`${app.url}/oidc/interaction/abc/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"email": ',
      });
      expect(response.status).toBe(400);
      expect((await readJson(response)).message).toMatch(/^Malformed JSON body/);
    });

    it("answers a body over 1 MB with 413", async () => {
      const response = await fetch(`${app.url}/oidc/interaction/abc/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "a@b.c", password: "x".repeat(1_100_000) }),
      });
      expect(response.status).toBe(413);
      expect(await readJson(response)).toEqual({ error: "payload_too_large", message: "Request body exceeds the 1 MB limit" });
    });

    it("answers an invalid field with a 400 naming it", async () => {
      const response = await fetch(`${app.url}/oidc/interaction/abc/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "not-an-email", password: "demo" }),
      });
      expect(response.status).toBe(400);
      expect((await readJson(response)).message).toMatch(/^body\.email: /);
    });
  });
});
