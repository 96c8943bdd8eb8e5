import type { SourceHealth } from "@tradewire/core";
import { claimDueSources, recordSourceArrivals, recordSourceFailure, recordSourceSuccess } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

describe.each(testEngines)("GET /api/sources on %s", (engine) => {
  let app: TestServer;

  beforeAll(async () => {
    app = await startTestServer(engine);
    const db = app.database.db;
    await claimDueSources(db, ["bbc-world", "gdelt-tariffs-sanctions", "polymarket"]);
    await recordSourceSuccess(db, "bbc-world", { seen: 40, created: 12, nextPollAt: new Date(Date.now() + 60_000) });
    await recordSourceFailure(db, "gdelt-tariffs-sanctions", "gdelt-tariffs-sanctions: HTTP 429", new Date(Date.now() + 600_000));
    await recordSourceArrivals(db, "bbc-world", { items: 5, unstamped: 0, backlog: 5, delaysMs: [] }, hoursAgo(5));
    await recordSourceArrivals(db, "bbc-world", { items: 6, unstamped: 1, backlog: 0, delaysMs: [12_000, 25_000, 31_000, 48_000, 140_000] }, hoursAgo(2));
    await recordSourceArrivals(db, "bbc-world", { items: 1, unstamped: 0, backlog: 0, delaysMs: [44_000] }, hoursAgo(0.1));
    await recordSourceArrivals(db, "bbc-world", { items: 3, unstamped: 0, backlog: 0, delaysMs: [900_000, 900_000, 900_000] }, hoursAgo(25));
    await recordSourceArrivals(db, "gdelt-tariffs-sanctions", { items: 4, unstamped: 4, backlog: 0, delaysMs: [] }, hoursAgo(1));
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (token?: string) => fetch(`${app.url}/api/sources`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it("answers admins with each source's health, its stories of the last 24 hours and their delay's p50 and p90", async () => {
    const response = await get(await app.tokenFor("admin@demo.local"));
    expect(response.status).toBe(200);
    const byId = new Map(((await readJson(response)).sources as SourceHealth[]).map((source) => [source.id, source]));
    expect(byId.get("bbc-world")).toMatchObject({
      name: "BBC World",
      interval_seconds: 60,
      healthy: true,
      items_new: 12,
      items_24h: 12,
      items_unstamped_24h: 1,
      items_backlog_24h: 5,
      delay_p50_seconds: 31,
      delay_p90_seconds: 140,
    });
    // Every story without a publication time: no figure rather than a made-up one.
    expect(byId.get("gdelt-tariffs-sanctions")).toMatchObject({
      name: "GDELT: tariffs and sanctions",
      healthy: false,
      consecutive_failures: 1,
      last_error: "gdelt-tariffs-sanctions: HTTP 429",
      items_24h: 4,
      items_unstamped_24h: 4,
      delay_p50_seconds: null,
      delay_p90_seconds: null,
    });
    expect(byId.get("polymarket")).toMatchObject({ name: "polymarket", interval_seconds: null, items_24h: 0, delay_p90_seconds: null });
  });

  it("keeps the figures from members and visitors", async () => {
    expect((await get(await app.tokenFor("trader@demo.local"))).status).toBe(403);
    expect((await get()).status).toBe(401);
  });
});
