import { testEngines } from "@tradewire/db/testing/test-databases";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePrometheusText, samplesOf } from "../testing/prometheus-text";
import { readJson } from "../testing/read-json";
import { startTestServer, type TestServer } from "../testing/test-server";

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
