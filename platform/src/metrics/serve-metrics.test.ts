import { Counter } from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMetricsRegistry } from "./create-metrics-registry";
import { registerHealthGauges } from "./register-health-gauges";
import { serveMetrics, type MetricsListener } from "./serve-metrics";

const token = "a-worker-metrics-token";

describe("a worker's metrics listener", () => {
  const registry = createMetricsRegistry();
  let listener: MetricsListener;
  let url: string;
  beforeAll(async () => {
    new Counter({ name: "tradewire_test_things_total", help: "things", registers: [registry] }).inc(3);
    registerHealthGauges(registry, { database: async () => "pong", redis: () => new Promise(() => {}) });
    listener = await serveMetrics({ registry, token, port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${listener.port}`;
  });
  afterAll(async () => {
    await listener?.close();
  });

  it("serves the registry as Prometheus text to a scrape with the token", async () => {
    const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^tradewire_test_things_total 3$/m);
    expect(text).toMatch(/^tradewire_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^tradewire_database_up 1$/m);
    // A Redis that does not answer is down, and the scrape does not wait for it.
    expect(text).toMatch(/^tradewire_redis_up 0$/m);
  });

  it("answers 401 without the token or with another one, and 404 elsewhere", async () => {
    const bare = await fetch(`${url}/metrics`);
    expect(bare.status).toBe(401);
    expect(bare.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await bare.json()).toMatchObject({ error: "unauthorized" });
    expect((await fetch(`${url}/metrics`, { headers: { authorization: "Bearer not-the-token" } })).status).toBe(401);
    expect((await fetch(`${url}/`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  it("answers 404 when no token is configured", async () => {
    const open = await serveMetrics({ registry, token: undefined, port: 0, host: "127.0.0.1" });
    try {
      expect((await fetch(`http://127.0.0.1:${open.port}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    } finally {
      await open.close();
    }
  });
});
