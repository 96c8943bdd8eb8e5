import { startSpareRedisServer, type SpareRedisServer } from "@tradewire/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { HEALTH_CHECK_EVERY_MS, HEALTH_CHECK_TIMEOUT_MS } from "./health-monitor";

/** How soon a failure must show: a check starts every 2 s and gives up after 1 s. */
const DETECTED_WITHIN_MS = HEALTH_CHECK_EVERY_MS + HEALTH_CHECK_TIMEOUT_MS + 500;

describe("GET /healthz of an API node with Redis (scaled mode)", () => {
  let redis: SpareRedisServer;
  let app: TestServer;

  beforeAll(async () => {
    // A Redis of this test's own: it is killed and started again, empty, which the shared one must never be.
    redis = await startSpareRedisServer();
    app = await startTestServer("pglite", { env: { REDIS_URL: redis.url, REDIS_PREFIX: "tradewire-health" } });
  });
  afterAll(async () => {
    await app?.close();
    await redis?.stop();
  });

  const timed = async (path: string) => {
    const started = performance.now();
    const answer = await fetch(`${app.url}${path}`, { signal: AbortSignal.timeout(5_000) });
    return { status: answer.status, body: await readJson(answer), ms: performance.now() - started };
  };

  it("says degraded (503) within 3 s of Redis going down, keeps answering reads, and ok again once Redis is back", async () => {
    expect(await timed("/healthz")).toMatchObject({ status: 200, body: { status: "ok" } });

    const killed = performance.now();
    await redis.kill();
    // The server's ioredis queues commands while disconnected (maxRetriesPerRequest: null): the ping
    // never fails, it hangs; the monitor's timeout is what turns that into "degraded".
    await expect.poll(async () => (await timed("/healthz")).status, { timeout: DETECTED_WITHIN_MS, interval: 100 }).toBe(503);
    expect(performance.now() - killed).toBeLessThan(DETECTED_WITHIN_MS);
    const degraded = await timed("/healthz");
    expect(degraded.body).toMatchObject({ status: "degraded", db: "pglite" });
    expect(degraded.ms).toBeLessThan(300);

    // Reads need no Redis: the feed, the configuration and the Middle East stories answer, and promptly.
    for (const path of ["/articles/latest", "/api/config", "/articles/middle-east"]) {
      const read = await timed(path);
      expect({ path, status: read.status }).toEqual({ path, status: 200 });
      expect(read.ms).toBeLessThan(1_000);
    }

    // A rate-limited write counts in this node's memory while Redis is away, instead of waiting for it.
    const started = performance.now();
    const event = await fetch(`${app.url}/api/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Article Clicked", properties: {} }),
      signal: AbortSignal.timeout(5_000),
    });
    expect(event.status).toBe(204);
    expect(performance.now() - started).toBeLessThan(1_500);

    await redis.restart();
    await expect.poll(async () => (await timed("/healthz")).status, { timeout: 10_000, interval: 100 }).toBe(200);
    expect((await timed("/healthz")).body).toMatchObject({ status: "ok" });
  });
});
