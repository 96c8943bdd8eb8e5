import type { Article } from "@tradewire/core";
import { countArticles, listFeedArticles } from "@tradewire/db";
import { createTestDatabase, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobContextForTest } from "../testing/job-context-for-test";
import { HELD_BACK, replayStep } from "./replay-step";
import { loadReplaySet } from "./replay-set";

describe("the replay source", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("ships at least 300 articles", () => {
    expect(loadReplaySet().length).toBeGreaterThanOrEqual(300);
  });

  it("seeds an empty database quietly, then releases held-back stories one at a time as breaking news", async () => {
    const { context, published, enqueued } = await jobContextForTest(database, { SOURCES: "replay" });
    expect(await replayStep(context)).toBe("seeded");
    const seeded = await countArticles(database.db);
    expect(seeded).toBe(loadReplaySet().length - HELD_BACK);
    expect(published.filter((entry) => entry.event === "article.created")).toHaveLength(0);
    // No article.created builds the seeded stories' reports: the sweep for missing reports is asked to.
    expect(enqueued).toEqual(["build-missing-reports"]);

    const before = Date.now();
    expect(await replayStep(context)).toBe("released");
    expect(await countArticles(database.db)).toBe(seeded + 1);
    const [newest] = await listFeedArticles(database.db, { limit: 1 });
    expect(newest!.datePublished.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(published.filter((entry) => entry.event === "article.created")).toHaveLength(1);
  });

  it("never releases a story twice: over more than a full cycle every URL is the set's own, once, and then the loop stays quiet", async () => {
    const fresh = await createTestDatabase("pglite");
    try {
      const { context, published } = await jobContextForTest(fresh, { SOURCES: "replay" });
      const steps: string[] = [];
      for (let step = 0; step <= 2 * HELD_BACK; step++) steps.push(await replayStep(context));
      expect(steps).toEqual(["seeded", ...Array<string>(HELD_BACK).fill("released"), ...Array<string>(HELD_BACK).fill("exhausted")]);

      const released = published.filter((entry) => entry.event === "article.created").map((entry) => (entry.payload as Article).url);
      expect(new Set(released).size).toBe(HELD_BACK);
      expect(released.sort()).toEqual(loadReplaySet().slice(0, HELD_BACK).map((article) => article.url).sort());
      const stored = (await listFeedArticles(fresh.db, { limit: 1_000 })).map((article) => article.url);
      expect(stored).toHaveLength(loadReplaySet().length);
      expect(new Set(stored).size).toBe(stored.length);
      expect(stored.filter((url) => /[?&]replay=/.test(url))).toEqual([]);
    } finally {
      await fresh.drop();
    }
  });

  it("dates seeded stories across the last weeks, relative to now", async () => {
    const rows = await listFeedArticles(database.db, { limit: 500 });
    const ages = rows.map((row) => Date.now() - row.datePublished.getTime());
    expect(Math.max(...ages)).toBeGreaterThan(7 * 24 * 3600_000);
    expect(Math.max(...ages)).toBeLessThan(29 * 24 * 3600_000);
  });
});
