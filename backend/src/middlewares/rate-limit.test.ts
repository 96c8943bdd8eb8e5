import { createHash, randomBytes } from "node:crypto";
import { connect, createServer as createNetServer, type Socket } from "node:net";
import { createTestRedis } from "@tradewire/platform/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../http/http-error";
import { createLogger } from "../logger";
import { readJson } from "../testing/read-json";
import { freePort, startTestServer, type TestServer } from "../testing/test-server";
import { createRateLimiters } from "./rate-limit";
import { cookieBrowser } from "../testing/cookie-browser";

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** Sends `count` requests one after another and answers their statuses. */
async function statuses(count: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await send(i);
    await response.arrayBuffer();
    seen.push(response.status);
  }
  return seen;
}

/** What a refused caller must be told: 429, when to retry in the header (seconds) and in the message. */
async function expectRefused(response: Response, windowSeconds = 60) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const body = await readJson(response);
  expect(body.error).toBe("too_many_requests");
  expect(body.message).toMatch(new RegExp(`^Too many requests; try again in ${retryAfter} s \\(at \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ\\)$`));
}


/** A sign-in attempt as the app starts one; answers a function posting an e-mail and password to its login route. */
async function startSignIn(app: TestServer) {
  const go = cookieBrowser(app.url);
  const challenge = createHash("sha256").update(randomBytes(32).toString("base64url")).digest("base64url");
  const query = new URLSearchParams({
    client_id: "tradewire-web",
    redirect_uri: `${app.url}/auth/callback`,
    response_type: "code",
    scope: "openid profile email offline_access",
    state: "s1",
    code_challenge: challenge,
    code_challenge_method: "S256",
  });
  const interaction = (await go(`/oidc/auth?${query}`)).headers.get("location");
  expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  return (password: string) => go(`${interaction}/login`, json({ email: "trader@demo.local", password }));
}

const tokenRequest = (app: TestServer, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/oidc/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ client_id: "tradewire-web", grant_type: "authorization_code", code: "not-a-code", redirect_uri: `${app.url}/auth/callback` }),
  });

describe("rate limits in one process (no Redis)", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers the request over a route's limit 429 with Retry-After, and ignores X-Forwarded-For without TRUST_PROXY", async () => {
    // The newsletter sign-up allows 10 a minute per address; the limit counts before the body is read.
    const subscribe = (headers: Record<string, string> = {}) => fetch(`${app.url}/api/newsletter/subscribe`, json({}, headers));
    expect(await statuses(10, (i) => subscribe({ "x-forwarded-for": `203.0.113.${i}` }))).toEqual(Array(10).fill(400));
    await expectRefused(await subscribe());
    await expectRefused(await subscribe({ "x-forwarded-for": "198.51.100.1" }));
  });

  it("counts a signed-in caller as the user: another user and a visitor on the same address go on", async () => {
    const [first, second] = await Promise.all([app.tokenFor("trader@demo.local"), app.tokenFor("admin@demo.local")]);
    const event = (token?: string) => fetch(`${app.url}/api/events`, json({}, token ? { authorization: `Bearer ${token}` } : {}));
    // POST /api/events allows 120 a minute per client.
    expect(new Set(await statuses(120, () => event(first)))).toEqual(new Set([400]));
    await expectRefused(await event(first));
    expect((await event(second)).status).toBe(400);
    expect((await event()).status).toBe(400);
  });

  it("allows 10 wrong passwords a minute per address, then refuses even the right one", async () => {
    const login = await startSignIn(app);
    const wrong = await statuses(10, () => login("guess"));
    expect(wrong).toEqual(Array(10).fill(401));
    await expectRefused(await login("guess"));
    await expectRefused(await login("demo"));
  });

  it("counts a burst of wrong passwords sent at once in full: 10 answered, the rest refused", async () => {
    const other = await startTestServer();
    try {
      const login = await startSignIn(other);
      const burst = await Promise.all(Array.from({ length: 30 }, () => login("guess")));
      const statusesSeen = burst.map((answer) => answer.status).sort();
      expect(statusesSeen).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    } finally {
      await other.close();
    }
  });

  it("does not count right passwords", async () => {
    const other = await startTestServer();
    try {
      for (let i = 0; i < 12; i++) expect((await (await startSignIn(other))("demo")).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe("behind a trusted proxy (TRUST_PROXY=true)", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer("pglite", { env: { TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("counts the address the proxy saw (the rightmost X-Forwarded-For), whatever the client wrote before it", async () => {
    const subscribe = (forwardedFor: string) => fetch(`${app.url}/api/newsletter/subscribe`, json({}, { "x-forwarded-for": forwardedFor }));
    expect(await statuses(10, (i) => subscribe(`10.0.0.${i}, 198.51.100.7`))).toEqual(Array(10).fill(400));
    await expectRefused(await subscribe("10.9.9.9, 198.51.100.7"));
    await expectRefused(await subscribe("198.51.100.7"));
    expect((await subscribe("198.51.100.7, 198.51.100.8")).status).toBe(400);
  });

  it("limits the identity provider's token endpoint to 60 a minute per address, by the same address", async () => {
    const seen = await statuses(60, (i) => tokenRequest(app, { "x-forwarded-for": `10.1.0.${i}, 192.0.2.10` }));
    expect(seen.filter((status) => status === 429)).toEqual([]);
    await expectRefused(await tokenRequest(app, { "x-forwarded-for": "192.0.2.10" }));
    expect((await tokenRequest(app, { "x-forwarded-for": "192.0.2.10, 192.0.2.11" })).status).toBe(400);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("limits shared by two API nodes through Redis", () => {
  let redis: Awaited<ReturnType<typeof createTestRedis>>;
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    redis = await createTestRedis(process.env.TEST_REDIS_URL!);
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_PREFIX: redis.prefix };
    [nodeA, nodeB] = await Promise.all([startTestServer("pglite", { env }), startTestServer("pglite", { env })]);
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await redis?.cleanup();
  });

  it("refuses the 11th wrong password from one address on either node, counting those sent to both", async () => {
    const [onA, onB] = await Promise.all([startSignIn(nodeA), startSignIn(nodeB)]);
    expect((await onB("guess")).status).toBe(401);
    expect(await statuses(9, () => onA("guess"))).toEqual(Array(9).fill(401));
    // Node A has seen 9 wrong passwords itself: only the shared count makes the next one the 11th.
    await expectRefused(await onA("guess"));
    await expectRefused(await onB("demo"));
    const keys = await redis.redis.keys(`${redis.prefix}:rate-limit:oidc-wrong-sign-in:*`);
    expect(keys).toEqual([`${redis.prefix}:rate-limit:oidc-wrong-sign-in:ip:127.0.0.1`]);
  });

  it("counts token requests to both nodes together", async () => {
    const seen = await statuses(60, (i) => tokenRequest(i % 2 ? nodeA : nodeB));
    expect(seen.filter((status) => status === 429)).toEqual([]);
    await expectRefused(await tokenRequest(nodeA));
    await expectRefused(await tokenRequest(nodeB));
  });
});

/** A TCP relay to Redis that can be made to stop passing bytes while keeping the connection open: a hung Redis. */
async function relayTo(target: URL): Promise<{ url: string; freeze(): void; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let frozen = false;
  const server = createNetServer((client) => {
    const redisSide = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, redisSide]) {
      sockets.add(socket);
      socket.on("error", () => undefined);
    }
    client.on("data", (chunk) => frozen || redisSide.write(chunk));
    redisSide.on("data", (chunk) => frozen || client.write(chunk));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => {
      frozen = true;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("when Redis fails", () => {
  const logger = createLogger("silent");
  const refusal = (promise: Promise<void>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error instanceof HttpError ? { status: error.status, retryAfter: error.headers["Retry-After"] } : error),
    );

  it("counts in this process's memory, without waiting, while Redis cannot be reached", async () => {
    const redis = new Redis(`redis://127.0.0.1:${await freePort()}`, { maxRetriesPerRequest: null });
    redis.on("error", () => undefined);
    try {
      const counter = createRateLimiters({ redis, prefix: "tradewire-test-down", logger })("down", { max: 2, windowMs: 60_000 });
      const started = Date.now();
      expect(await refusal(counter.consume("ip:1"))).toBeUndefined();
      expect(await refusal(counter.consume("ip:1"))).toBeUndefined();
      expect(await refusal(counter.consume("ip:1"))).toEqual({ status: 429, retryAfter: "60" });
      expect(await refusal(counter.consume("ip:2"))).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      redis.disconnect();
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)("gives up on a Redis that stops answering after 500 ms and counts in memory", async () => {
    const relay = await relayTo(new URL(process.env.TEST_REDIS_URL!));
    const redis = new Redis(relay.url, { maxRetriesPerRequest: null });
    redis.on("error", () => undefined);
    const prefix = `tradewire-test-${randomBytes(5).toString("hex")}`;
    try {
      await redis.ping();
      const counter = createRateLimiters({ redis, prefix, logger })("hung", { max: 1, windowMs: 60_000 });
      expect(await refusal(counter.consume("ip:1"))).toBeUndefined();
      relay.freeze();
      const started = Date.now();
      expect(await refusal(counter.consume("ip:1"))).toBeUndefined();
      expect(await refusal(counter.consume("ip:1"))).toEqual({ status: 429, retryAfter: "60" });
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      redis.disconnect();
      await relay.close();
    }
  });
});
