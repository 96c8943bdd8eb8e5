import { testEngines } from "@tradewire/db/testing/test-databases";
import { createTestRedis } from "@tradewire/platform/testing";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePrometheusText, samplesOf } from "../testing/prometheus-text";
import { readJson } from "../testing/read-json";
import { startTestServer, type TestServer } from "../testing/test-server";
import { WRONG_METRICS_TOKEN_LIMIT } from "./metrics-endpoint";

const METRICS_TOKEN = "metrics-token-for-the-test";

describe.each(testEngines)("GET /metrics on %s", (engine) => {
  let app: TestServer;
  let socket: Socket;
  beforeAll(async () => {
    app = await startTestServer(engine, { env: { METRICS_TOKEN } });
    socket = connect(app.url, { transports: ["websocket"], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("connect_error", reject);
    });
  });
  afterAll(async () => {
    socket?.disconnect();
    await app?.close();
  });

  const scrape = async () => {
    const response = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(await response.text());
  };

  it("times requests by the route's pattern, never the address asked for, and by status", async () => {
    const report = await fetch(`${app.url}/api/report/424242`);
    await fetch(`${app.url}/api/report/434343`);
    await fetch(`${app.url}/healthz`);
    await fetch(`${app.url}/no/such/address/123`);
    const samples = await scrape();
    const count = "tradewire_http_request_duration_seconds_count";
    expect(samplesOf(samples, count, { method: "GET", route: "/api/report/:id", status: String(report.status) })[0]?.value).toBe(2);
    expect(samplesOf(samples, count, { method: "GET", route: "/healthz", status: "200" })[0]?.value).toBeGreaterThanOrEqual(1);
    expect(samplesOf(samples, count, { route: "unmatched", status: "404" })[0]?.value).toBeGreaterThanOrEqual(1);
    expect(samples.some((sample) => sample.name === count && /\d{6}/.test(sample.labels.route ?? ""))).toBe(false);
    expect(samplesOf(samples, "tradewire_http_request_duration_seconds_bucket", { route: "/healthz", le: "+Inf" })).toHaveLength(1);
  });

  it("counts the open sockets and the pushes by event", async () => {
    const tick = new Promise((resolve) => socket.once("system.tick", resolve));
    await app.server.publish("system.tick", { at: "2026-11-22T10:00:00.000Z", jobs: "inline", feed: "live", markets: "live" });
    await tick;
    const samples = await scrape();
    expect(samplesOf(samples, "tradewire_sockets_connected")[0]?.value).toBe(1);
    expect(samplesOf(samples, "tradewire_socket_pushes_total", { event: "system.tick" })[0]?.value).toBeGreaterThanOrEqual(1);
  });

  it("reports the process, the database's health and the inline jobs in the same registry", async () => {
    await app.jobs.runner.run("publish-heartbeat", {});
    const samples = await scrape();
    expect(samplesOf(samples, "tradewire_process_cpu_user_seconds_total")).toHaveLength(1);
    expect(samplesOf(samples, "tradewire_database_up")[0]?.value).toBe(1);
    expect(samplesOf(samples, "tradewire_redis_up")).toHaveLength(0);
    expect(samplesOf(samples, "tradewire_job_attempts_total", { job: "publish-heartbeat" })[0]?.value).toBeGreaterThanOrEqual(1);
  });

  it("answers 401 without the token or with another one, and stays out of the OpenAPI document", async () => {
    const bare = await fetch(`${app.url}/metrics`);
    expect(bare.status).toBe(401);
    expect(bare.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await readJson(bare)).toMatchObject({ error: "unauthorized" });
    expect((await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}x` } })).status).toBe(401);
    expect((await fetch(`${app.url}/metrics`, { headers: { authorization: `Basic ${METRICS_TOKEN}` } })).status).toBe(401);
    const openapi = await readJson(await fetch(`${app.url}/api/openapi.json`));
    expect(Object.keys(openapi.paths)).not.toContain("/metrics");
  });
});

describe("GET /metrics without METRICS_TOKEN", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers 404, with or without a token", async () => {
    const response = await fetch(`${app.url}/metrics`, { headers: { authorization: "Bearer anything-at-all-here" } });
    expect(response.status).toBe(404);
    expect(await readJson(response)).toMatchObject({ error: "not_found" });
    expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
  });
});

/** A scrape from `address` (as the trusted proxy saw it) with `token`, or with no Authorization at all. */
const scrapeFrom = (app: TestServer, address: string, token?: string) =>
  fetch(`${app.url}/metrics`, { headers: { "x-forwarded-for": address, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

/** Sends `count` scrapes one after another and answers their statuses. */
async function statusesOf(count: number, send: () => Promise<Response>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await send();
    await response.arrayBuffer();
    seen.push(response.status);
  }
  return seen;
}

/** What a refused scraper is told: 429, when to retry (seconds, within the minute) in the header and the message. */
async function expectRefused(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const body = await readJson(response);
  expect(body).toMatchObject({ error: "too_many_requests" });
  expect(body.message).toMatch(new RegExp(`^Too many requests; try again in ${retryAfter} s`));
  expect(response.headers.get("cache-control")).toBe("no-store");
}

describe("GET /metrics with wrong tokens (behind a trusted proxy, counted per address)", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer("pglite", { env: { METRICS_TOKEN, TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers 401 to the first 10 wrong tokens of a minute from an address, then 429 with Retry-After, a bare request too", async () => {
    expect(WRONG_METRICS_TOKEN_LIMIT).toEqual({ max: 10, windowMs: 60_000 });
    expect(await statusesOf(10, () => scrapeFrom(app, "198.51.100.7", "guess-guess-guess-guess"))).toEqual(Array(10).fill(401));
    await expectRefused(await scrapeFrom(app, "198.51.100.7", "another-guess-another-guess"));
    await expectRefused(await scrapeFrom(app, "198.51.100.7"));
    // Another address has its own count.
    expect((await scrapeFrom(app, "198.51.100.8", "guess-guess-guess-guess")).status).toBe(401);
  });

  it("always serves the right token, from a refused address too, and never counts it", async () => {
    const guesser = "203.0.113.50";
    expect(await statusesOf(10, () => scrapeFrom(app, guesser, "guess-guess-guess-guess"))).toEqual(Array(10).fill(401));
    await expectRefused(await scrapeFrom(app, guesser, "guess-guess-guess-guess"));
    expect(await statusesOf(3, () => scrapeFrom(app, guesser, METRICS_TOKEN))).toEqual([200, 200, 200]);

    const scraper = "203.0.113.60";
    expect(await statusesOf(25, () => scrapeFrom(app, scraper, METRICS_TOKEN))).toEqual(Array(25).fill(200));
    // 25 right tokens took nothing from the address's 10 wrong ones.
    expect(await statusesOf(10, () => scrapeFrom(app, scraper, "stale-token-stale-token"))).toEqual(Array(10).fill(401));
    await expectRefused(await scrapeFrom(app, scraper, "stale-token-stale-token"));
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("GET /metrics wrong tokens counted by two API nodes together (Redis)", () => {
  let redis: Awaited<ReturnType<typeof createTestRedis>>;
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    redis = await createTestRedis(process.env.TEST_REDIS_URL!);
    const env = { METRICS_TOKEN, REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_PREFIX: redis.prefix };
    [nodeA, nodeB] = await Promise.all([startTestServer("pglite", { env }), startTestServer("pglite", { env })]);
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await redis?.cleanup();
  });

  it("refuses the 11th wrong token from one address on either node, and serves the right one on both", async () => {
    const wrong = (app: TestServer) => fetch(`${app.url}/metrics`, { headers: { authorization: "Bearer guess-guess-guess-guess" } });
    expect(await statusesOf(5, () => wrong(nodeA))).toEqual(Array(5).fill(401));
    expect(await statusesOf(5, () => wrong(nodeB))).toEqual(Array(5).fill(401));
    await expectRefused(await wrong(nodeA));
    await expectRefused(await wrong(nodeB));
    for (const app of [nodeA, nodeB]) expect((await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
    expect(await redis.redis.keys(`${redis.prefix}:rate-limit:metrics-wrong-token:*`)).toEqual([`${redis.prefix}:rate-limit:metrics-wrong-token:ip:127.0.0.1`]);
  });
});
