import { tables } from "@tradewire/db";
import { eq } from "drizzle-orm";
import { exportSPKI, generateKeyPair, importJWK, SignJWT, type JWTPayload, type JWTHeaderParameters } from "jose";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../testing/read-json";
import { startTestServer, type TestServer } from "../testing/test-server";
import { loadIdentitySecrets, publicKeysOf } from "./identity-secrets";

/**
 * Tokens an attacker would try, on REST and on the socket handshake. One engine (PGlite): every one of
 * them is refused by the verifier before any query, so the database engine plays no part; the one check
 * that reads the database (no user row was made for the forged subject) reads it the same on both.
 */
describe("forged access tokens", () => {
  let app: TestServer;
  let signingKey: CryptoKey;
  let keyId: string;
  /** The provider's public key as PEM text: what the classic key-confusion attack uses as an HMAC secret. */
  let publicPem: string;

  beforeAll(async () => {
    app = await startTestServer();
    const secrets = await loadIdentitySecrets(app.config.DATA_DIR);
    const jwk = secrets.signingKeys[0]!;
    signingKey = (await importJWK(jwk, "RS256")) as CryptoKey;
    keyId = jwk.kid!;
    publicPem = await exportSPKI((await importJWK(publicKeysOf(secrets)[0]!, "RS256")) as CryptoKey);
  });
  afterAll(async () => {
    await app?.close();
  });

  const now = () => Math.floor(Date.now() / 1000);
  /** What the built-in provider puts in an access token for the admin: every forgery aims at that account. */
  const claims = (overrides: JWTPayload = {}): JWTPayload => ({
    iss: app.config.oidcIssuer,
    aud: app.config.OIDC_AUDIENCE,
    sub: "admin@demo.local",
    email: "admin@demo.local",
    email_verified: true,
    name: "Demo Admin",
    scope: "openid profile email offline_access api",
    client_id: app.config.OIDC_CLIENT_ID,
    iat: now(),
    exp: now() + 3600,
    ...overrides,
  });
  const sign = (payload: JWTPayload, header: Partial<JWTHeaderParameters> = {}, key: CryptoKey | Uint8Array = signingKey) =>
    new SignJWT(payload).setProtectedHeader({ alg: "RS256", typ: "at+jwt", kid: keyId, ...header }).sign(key);
  const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const freshKey = async () => (await generateKeyPair("RS256", { extractable: true })).privateKey;

  const forgeries: { name: string; token: () => Promise<string>; message: string; restMessage?: string }[] = [
    {
      name: "alg none, unsigned",
      token: async () => `${segment({ alg: "none", typ: "at+jwt" })}.${segment(claims())}.`,
      message: "Access token algorithm is not allowed",
    },
    {
      name: "HS256 keyed with the provider's public key (key confusion)",
      token: () => sign(claims(), { alg: "HS256" }, new TextEncoder().encode(publicPem)),
      message: "Access token algorithm is not allowed",
    },
    {
      name: "expired",
      token: () => sign(claims({ iat: now() - 7200, exp: now() - 60 })),
      message: "Access token has expired",
    },
    {
      name: "not yet valid (nbf in the future)",
      token: () => sign(claims({ nbf: now() + 3600, exp: now() + 7200 })),
      message: "Access token is not valid yet",
    },
    {
      name: "issued in the future (iat)",
      token: () => sign(claims({ iat: now() + 3600, exp: now() + 7200 })),
      message: "Access token is not valid yet",
    },
    {
      name: "wrong audience",
      token: () => sign(claims({ aud: "urn:another:api" })),
      message: "Access token audience is not accepted",
    },
    {
      name: "wrong issuer",
      token: () => sign(claims({ iss: "https://login.attacker.example" })),
      message: "Access token issuer is not accepted",
    },
    {
      name: "unknown key id (a fresh key the JWKS does not hold)",
      token: async () => sign(claims(), { kid: "not-in-the-jwks" }, await freshKey()),
      message: "Access token was not signed by a known key",
    },
    {
      name: "a fresh key under the provider's key id",
      token: async () => sign(claims(), {}, await freshKey()),
      message: "Access token signature is invalid",
    },
    {
      name: "tampered payload (e-mail changed after signing)",
      token: async () => {
        const [header, , signature] = (await sign(claims({ email: "nobody@demo.local" }))).split(".");
        return `${header}.${segment(claims())}.${signature}`;
      },
      message: "Access token signature is invalid",
    },
    {
      name: "an ID token (typ JWT) instead of an access token, even naming the API as audience",
      token: () =>
        sign(claims({ aud: [app.config.OIDC_CLIENT_ID, app.config.OIDC_AUDIENCE], azp: app.config.OIDC_CLIENT_ID, nonce: "n-1" }), { typ: "JWT" }),
      message: "Access token type is not accepted",
    },
    {
      name: "no exp",
      token: () => sign(claims({ exp: undefined })),
      message: "Access token has no 'exp' claim",
    },
    { name: "a garbage string", token: async () => "garbage", message: "Access token is malformed" },
    { name: "three garbage segments", token: async () => "a.b.c", message: "Access token is malformed" },
    {
      name: "an empty bearer",
      token: async () => "",
      message: "Access token is malformed",
      restMessage: "Authorization header must be 'Bearer <token>'",
    },
  ];

  const me = (token: string) => fetch(`${app.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  /** The handshake's outcome: "connected", or the refusal's message. */
  const handshake = (token: string) =>
    new Promise<string>((resolve) => {
      const socket = connect(app.url, { transports: ["websocket"], auth: { token }, reconnection: false });
      socket.once("connect", () => {
        socket.disconnect();
        resolve("connected");
      });
      socket.once("connect_error", (error) => {
        socket.disconnect();
        resolve(error.message);
      });
    });

  it("lets the genuine token through on both, as the control", async () => {
    const token = await sign(claims({ sub: "trader@demo.local", email: "trader@demo.local", name: "Demo Trader" }));
    const answer = await me(token);
    expect(answer.status).toBe(200);
    expect((await readJson(answer)).email).toBe("trader@demo.local");
    expect(await handshake(token)).toBe("connected");
  });

  it.each(forgeries)("refuses $name: 401 with WWW-Authenticate on REST, connect_error on the socket", async ({ token, message, restMessage }) => {
    const forged = await token();
    const answer = await me(forged);
    expect(answer.status).toBe(401);
    expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer\b/);
    expect(await readJson(answer)).toEqual({ error: "unauthorized", message: restMessage ?? message });
    expect(await handshake(forged)).toBe(message);
  });

  it("made no account for the subject every forgery claimed", async () => {
    const rows = await app.database.db.select().from(tables.users).where(eq(tables.users.subject, "admin@demo.local"));
    expect(rows).toEqual([]);
  });
});
