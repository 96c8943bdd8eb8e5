import { describe, expect, it } from "vitest";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { recordSourceArrivals, sourceDelayStats } from "./source-arrivals";

const hour = 3600_000;

describe.each(testEngines)("source arrivals on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("gives each source its stories and the median and 90th percentile of their delays over the window", async () => {
    const db = database().db;
    const now = new Date();
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * hour);
    await recordSourceArrivals(db, "bbc-world", { items: 6, unstamped: 0, backlog: 6, delaysMs: [] }, at(3));
    await recordSourceArrivals(db, "bbc-world", { items: 5, unstamped: 1, backlog: 0, delaysMs: [10_000, 20_000, 30_000, 40_000] }, at(2));
    await recordSourceArrivals(db, "bbc-world", { items: 6, unstamped: 0, backlog: 0, delaysMs: [50_000, 60_000, 70_000, 80_000, 90_000, 400_000] }, at(1));
    await recordSourceArrivals(db, "gdelt", { items: 3, unstamped: 3, backlog: 0, delaysMs: [] }, at(1));
    // Older than the window: left out.
    await recordSourceArrivals(db, "bbc-world", { items: 9, unstamped: 0, backlog: 0, delaysMs: [999_000] }, at(30));

    const stats = await sourceDelayStats(db, at(24));
    expect(stats.get("bbc-world")).toEqual({ items: 17, unstamped: 1, backlog: 6, measured: 10, p50Ms: 50_000, p90Ms: 90_000 });
    expect(stats.get("gdelt")).toEqual({ items: 3, unstamped: 3, backlog: 0, measured: 0, p50Ms: null, p90Ms: null });
    expect(stats.has("cnbc-world")).toBe(false);
  });

  it("prunes rows older than two days when it writes", async () => {
    const db = database().db;
    const now = new Date();
    await recordSourceArrivals(db, "old-feed", { items: 1, unstamped: 0, backlog: 0, delaysMs: [5_000] }, new Date(now.getTime() - 72 * hour));
    expect((await sourceDelayStats(db, new Date(0))).has("old-feed")).toBe(true);
    await recordSourceArrivals(db, "new-feed", { items: 1, unstamped: 0, backlog: 0, delaysMs: [5_000] }, now);
    expect((await sourceDelayStats(db, new Date(0))).has("old-feed")).toBe(false);
  });
});
