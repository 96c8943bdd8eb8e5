import { storedWorldReportSchema, worldBanksSchema, worldReportSchema, type StoredWorldReport } from "@tradewire/core";
import { g10Indices } from "@tradewire/core/domain/world/index";
import { saveWorldReports } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("world view routes on %s (replay prices)", (engine) => {
  let app: TestServer;
  let trader: string;

  beforeAll(async () => {
    app = await startTestServer(engine, { env: { PRICE_SOURCE: "replay" } });
    trader = await app.tokenFor("trader@demo.local");
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (path: string, token?: string) => fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("answers 503 with Retry-After before the first build, and queues the build that then answers", async () => {
    const early = await call("/report/world");
    expect(early.status).toBe(503);
    expect(early.headers.get("retry-after")).toBe("5");
    expect(await readJson(early)).toEqual({ error: "service_unavailable", message: "The world report is being built; try again in a few seconds" });

    await expect.poll(async () => (await call("/report/world")).status, { timeout: 15_000, interval: 250 }).toBe(200);
  });

  it("serves 'G10 Performance' to anyone: a date list and a series per region, one value per date, 1 month by default", async () => {
    const answer = await call("/report/world");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
    const report = worldReportSchema.parse(await answer.json());
    expect(report).toMatchObject({ range: "1mo", mode: "replay", missing: [] });
    expect(report.series.map((series) => series.region)).toEqual(g10Indices.map((entry) => entry.region));
    expect(report.series.find((series) => series.region === "Japan")).toMatchObject({ symbol: "^N225", name: "Nikkei 225" });
    expect(report.dates.length).toBeGreaterThanOrEqual(19);
    expect(report.dates.length).toBeLessThanOrEqual(24);
    for (const series of report.series) {
      expect(series.values).toHaveLength(report.dates.length);
      expect(series.values[0]).toBe(0);
    }
    expect(Date.now() - Date.parse(report.built_at)).toBeLessThan(60_000);

    const year = worldReportSchema.parse(await (await call("/report/world?range=1y")).json());
    expect(year.range).toBe("1y");
    expect(year.dates.length).toBeGreaterThan(240);
    expect(year.dates.slice(-report.dates.length)).toEqual(report.dates);
  });

  it("treats a stored row of an older shape as not built yet: 503 and a new build, never a 500", async () => {
    await saveWorldReports(app.database.db, { "1y": { world: { dates: "not a list" } } });
    const stale = await call("/report/world?range=1y");
    expect(stale.status).toBe(503);
    expect(stale.headers.get("retry-after")).toBe("5");
    await expect.poll(async () => (await call("/report/world?range=1y")).status, { timeout: 15_000, interval: 250 }).toBe(200);
  });

  it("answers an unknown range with a 400 that names it", async () => {
    const answer = await call("/report/world?range=5y");
    expect(answer.status).toBe(400);
    expect(await readJson(answer)).toEqual({ error: "bad_request", message: 'query.range: unknown range "5y": use 1mo, 3mo, 1y' });
    expect((await call("/api/world/banks?range=week", trader)).status).toBe(400);
  });

  it("serves the Big Five Banks of Canada to members only", async () => {
    expect((await call("/api/world/banks")).status).toBe(401);
    const answer = await call("/api/world/banks?range=3mo", trader);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, max-age=60");
    const banks = worldBanksSchema.parse(await answer.json());
    expect(banks).toMatchObject({ range: "3mo", mode: "replay", missing: [] });
    expect(banks.banks.map((bank) => bank.symbol)).toEqual(["RY", "TD", "BNS", "BMO", "CM"]);
    for (const bank of banks.banks) {
      expect(bank.closes).toHaveLength(banks.dates.length);
      expect(bank.closes.every((close) => close > 0)).toBe(true);
      expect(bank.changes.at(-1)).toBeCloseTo((bank.closes.at(-1)! / bank.closes[0]! - 1) * 100, 1);
    }
  });

  // How fast it is served is a benchmark's (npm run bench -- reads), not a timed test's on a shared machine.
  it("serves what the job stored as it was stored", async () => {
    const stored: StoredWorldReport = {
      world: {
        range: "3mo",
        mode: "live",
        dates: ["2026-10-05", "2026-10-06"],
        series: [{ region: "Japan", symbol: "^N225", name: "Nikkei 225", values: [0, 1.25] }],
        missing: ["Sweden"],
      },
      banks: { range: "3mo", mode: "live", dates: ["2026-10-05", "2026-10-06"], banks: [], missing: ["RY"] },
    };
    const builtAt = new Date("2026-10-06T21:00:00Z");
    await saveWorldReports(app.database.db, { "3mo": storedWorldReportSchema.parse(stored) }, builtAt);
    const report = await readJson(await call("/report/world?range=3mo"));
    expect(report).toEqual({ ...stored.world, built_at: builtAt.toISOString() });
  });
});
