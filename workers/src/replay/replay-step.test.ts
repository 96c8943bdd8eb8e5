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
    const { context, published } = await jobContextForTest(database, { SOURCES: "replay" });
    expect(await replayStep(context)).toBe("seeded");
    const seeded = await countArticles(database.db);
    expect(seeded).toBe(loadReplaySet().length - HELD_BACK);
    expect(published.filter((entry) => entry.event === "article.created")).toHaveLength(0);

    const before = Date.now();
    expect(await replayStep(context)).toBe("released");
    expect(await countArticles(database.db)).toBe(seeded + 1);
    const [newest] = await listFeedArticles(database.db, { limit: 1 });
    expect(newest!.datePublished.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(published.filter((entry) => entry.event === "article.created")).toHaveLength(1);
  });

  it("dates seeded stories across the last weeks, relative to now", async () => {
    const rows = await listFeedArticles(database.db, { limit: 500 });
    const ages = rows.map((row) => Date.now() - row.datePublished.getTime());
    expect(Math.max(...ages)).toBeGreaterThan(7 * 24 * 3600_000);
    expect(Math.max(...ages)).toBeLessThan(29 * 24 * 3600_000);
  });
});
