import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, startTestServer, type TestServer } from "@tradewire/backend/testing/test-server";
import { loadConfig } from "@tradewire/core/schemas/config";
import { createTestDatabase } from "@tradewire/db/testing/test-databases";
import { createTestRedis } from "@tradewire/platform/testing";
import { startWorkers } from "@tradewire/workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "./app-version";

const METRICS_TOKEN = "a-metrics-token-for-the-dashboard-test";
const scaled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
/** Only a process of scaled mode has Redis, so only its scrape declares this one. */
const SCALED_ONLY = ["tradewire_redis_up"];

interface Dashboard {
  panels: { title: string; targets: { expr: string }[] }[];
}
const dashboard = JSON.parse(readFileSync(fileURLToPath(new URL("deploy/grafana/dashboards/tradewire.json", repoRoot)), "utf8")) as Dashboard;

/** Every series name the dashboard's queries use, as written (a histogram's _bucket, _sum or _count included). */
const dashboardSeries = [...new Set(dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => target.expr.match(/\btradewire_\w+/g) ?? [])))].sort();

/** The series names a scrape declares (# TYPE lines: a labelled series is declared before its first sample), with a histogram's parts. */
function declaredSeries(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\w+) (\w+)$/gm)) {
    names.add(name!);
    if (type === "histogram") for (const part of ["_bucket", "_sum", "_count"]) names.add(name! + part);
    if (type === "summary") for (const part of ["_sum", "_count"]) names.add(name! + part);
  }
  return names;
}

const scrape = async (url: string) => {
  const response = await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  return declaredSeries(await response.text());
};

describe("the Grafana dashboard (deploy/grafana/dashboards/tradewire.json)", () => {
  let app: TestServer;
  let embedded: Set<string>;
  beforeAll(async () => {
    app = await startTestServer("pglite", { env: { METRICS_TOKEN } });
    embedded = await scrape(`${app.url}/metrics`);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("queries the series of every part of the system", () => {
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(10);
    for (const family of ["http_request_duration_seconds", "sockets_connected", "job_duration_seconds", "queue_jobs", "deliveries_total", "source_delay_seconds", "database_up"]) {
      expect(dashboardSeries.some((name) => name.startsWith(`tradewire_${family}`)), family).toBe(true);
    }
  });

  it("names only series the embedded app (API and inline jobs in one registry) declares, but scaled mode's own", () => {
    expect(dashboardSeries.filter((name) => !embedded.has(name) && !SCALED_ONLY.includes(name))).toEqual([]);
  });

  it.runIf(scaled)("names only series an API node or a worker declares, the worker's read on METRICS_PORT with the token", async () => {
    const database = await createTestDatabase("postgres");
    const redis = await createTestRedis(process.env.TEST_REDIS_URL!);
    const dataDir = mkdtempSync(join(tmpdir(), "tradewire-workers-metrics-"));
    const port = await freePort();
    // Nothing of the outside world: no sources, no reactions or moves, and every market or price API refused at once.
    const refused = "http://127.0.0.1:9";
    const workers = await startWorkers({
      ...loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        HOST: "127.0.0.1",
        SOURCES: "off",
        REACTIONS_OFF: "true",
        MOVES_OFF: "true",
        POLYMARKET_GAMMA_URL: refused,
        POLYMARKET_CLOB_URL: refused,
        KALSHI_API_URL: refused,
        YAHOO_BASE_URL: refused,
        REDIS_PREFIX: redis.prefix,
        APP_SECRET: "workers-metrics-test-".repeat(2),
        METRICS_TOKEN,
        METRICS_PORT: String(port),
      }),
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.TEST_REDIS_URL!,
    });
    try {
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      const worker = await scrape(url);
      expect(worker.has("tradewire_redis_up")).toBe(true);
      expect(worker.has("tradewire_queue_jobs")).toBe(true);
      expect(dashboardSeries.filter((name) => !embedded.has(name) && !worker.has(name))).toEqual([]);
    } finally {
      await workers.stop();
      await redis.cleanup();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
