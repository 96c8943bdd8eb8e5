import { Agent, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tables } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { and, eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet, type RawAnswer } from "../testing/raw-get";
import { readJson } from "../testing/read-json";
import { signAccessToken } from "../testing/sign-access-token";
import { startTestServer, type TestServer } from "../testing/test-server";

describe.each(testEngines)("signed-in requests on %s", (engine) => {
  let app: TestServer;

  beforeAll(async () => {
    app = await startTestServer(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (path: string, token: string) => fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const me = async (token: string) => readJson(await get("/api/users/me", token));
  const storedUser = async (subject: string) => {
    const [row] = await app.database.db.select().from(tables.users).where(eq(tables.users.subject, subject));
    return row!;
  };

  it("trusts a verified token until its expiry and not a second longer", async () => {
    const token = await signAccessToken(app, { sub: "short@demo.local", email: "short@demo.local", name: "Short Lived" }, 2);
    expect((await get("/api/users/me", token)).status).toBe(200);
    expect((await get("/api/users/me", token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const expired = await get("/api/users/me", token);
    expect(expired.status).toBe(401);
    expect((await readJson(expired)).message).toBe("Access token has expired");
  });

  it("writes the user row when a claim changes, and leaves it alone while the claims stay the same", async () => {
    const sub = "renamed@demo.local";
    const before = await signAccessToken(app, { sub, email: sub, name: "Before Rename" });
    expect((await me(before)).name).toBe("Before Rename");
    const written = (await storedUser(sub)).updatedAt;
    await me(before);
    await me(await signAccessToken(app, { sub, email: sub, name: "Before Rename" }));
    expect((await storedUser(sub)).updatedAt).toEqual(written);

    const after = await signAccessToken(app, { sub, email: sub, name: "After Rename" });
    expect((await me(after)).name).toBe("After Rename");
    expect((await storedUser(sub)).name).toBe("After Rename");
  });

  it("decides admin rights at every request from the token's claims, however recently the user was seen", async () => {
    const sub = "admin@demo.local";
    const admin = await signAccessToken(app, { sub, email: "admin@demo.local", name: "Demo Admin" });
    expect((await get("/api/users/subscribe", admin)).status).toBe(200);
    // The provider now says another address for the same account: no longer on ADMIN_EMAILS.
    const demoted = await signAccessToken(app, { sub, email: "former-admin@demo.local", name: "Demo Admin" });
    const refused = await get("/api/users/subscribe", demoted);
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).message).toBe("Admin rights required");
    expect(await me(demoted)).toMatchObject({ email: "former-admin@demo.local", user_role: "user" });
    expect((await storedUser(sub)).userRole).toBe("user");
    expect((await get("/api/users/subscribe", await app.tokenFor("trader@demo.local"))).status).toBe(403);
  });

  it("answers each request on one kept-alive connection for the token it carries, not the one before", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ask = (token: string) => rawGet(`${app.url}/api/users/me`, { authorization: `Bearer ${token}` }, agent);
    try {
      const trader = await signAccessToken(app, { sub: "conn-trader@demo.local", email: "conn-trader@demo.local", name: "Conn Trader" });
      const admin = await signAccessToken(app, { sub: "admin@demo.local", email: "admin@demo.local", name: "Demo Admin" });
      const forged = `${trader.slice(0, -4)}AAAA`;
      const answers = [];
      for (const token of [trader, trader, admin, trader, forged, trader]) answers.push(await ask(token));
      expect(new Set(answers.map((answer) => answer.localPort)).size).toBe(1);
      const who = ({ status, body }: RawAnswer) => {
        if (status !== 200) return status;
        const { email, user_role } = JSON.parse(body.toString("utf8")) as { email: string; user_role: string };
        return `${email} ${user_role}`;
      };
      expect(answers.map(who)).toEqual([
        "conn-trader@demo.local user",
        "conn-trader@demo.local user",
        "admin@demo.local admin",
        "conn-trader@demo.local user",
        401,
        "conn-trader@demo.local user",
      ]);
    } finally {
      agent.destroy();
    }
  });
});

/**
 * An external OpenID provider on 127.0.0.1: its discovery document and JWKS, and tokens signed with its
 * key, so the API verifies them exactly as it would Auth0's. One engine: what is checked here is the role
 * the claims earn, which upsertUserFromIdentity's own tests cover on both engines.
 */
async function startExternalProvider() {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "external-1", alg: "RS256", use: "sig" };
  let issuer = "";
  const server: Server = createServer((request, response) => {
    const body =
      request.url === "/.well-known/openid-configuration" ? { issuer, jwks_uri: `${issuer}/jwks` } : request.url === "/jwks" ? { keys: [jwk] } : undefined;
    response.writeHead(body ? 200 : 404, { "content-type": "application/json" }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    token: (audience: string, claims: JWTPayload) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", typ: "at+jwt", kid: jwk.kid })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("admin rights with an external provider", () => {
  let provider: Awaited<ReturnType<typeof startExternalProvider>>;
  let app: TestServer;

  beforeAll(async () => {
    provider = await startExternalProvider();
    app = await startTestServer("pglite", { env: { OIDC_ISSUER: provider.issuer, ADMIN_EMAILS: "boss@example.com" } });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  const tokenFor = (sub: string, claims: JWTPayload) => provider.token(app.config.OIDC_AUDIENCE, { sub, email: "boss@example.com", name: "Boss", ...claims });
  const get = (path: string, token: string) => fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

  it.each([
    ["says nothing about it", {}],
    ["says it is not verified", { email_verified: false }],
    ["says 'true' as text", { email_verified: "true" }],
  ])("gives no admin rights to an ADMIN_EMAILS address the provider %s", async (_case, claims) => {
    const token = await tokenFor(`unverified-${JSON.stringify(claims)}`, claims);
    expect(await readJson(await get("/api/users/me", token))).toMatchObject({ email: "boss@example.com", user_role: "user" });
    const refused = await get("/api/users/subscribe", token);
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).message).toBe("Admin rights required");
  });

  it("makes a verified ADMIN_EMAILS address an admin, bound to the provider's subject, and takes it back when no longer verified", async () => {
    const verified = await tokenFor("boss-1", { email_verified: true });
    expect(await readJson(await get("/api/users/me", verified))).toMatchObject({ email: "boss@example.com", user_role: "admin" });
    expect((await get("/api/users/subscribe", verified)).status).toBe(200);
    const [row] = await app.database.db
      .select()
      .from(tables.users)
      .where(and(eq(tables.users.issuer, provider.issuer), eq(tables.users.subject, "boss-1")));
    expect(row).toMatchObject({ email: "boss@example.com", userRole: "admin" });

    const withdrawn = await tokenFor("boss-1", { email_verified: false });
    expect((await get("/api/users/subscribe", withdrawn)).status).toBe(403);
  });
});
