import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedPagesToExplain, makeFeedVolume } from "../testing/feed-volume";
import { createTestDatabase, testEngines, type TestDatabase } from "../testing/test-databases";
import { explainFeedPage } from "./articles";

describe.each(testEngines)("the feed's query plans over 20,000 stories on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await makeFeedVolume(database.db, 20_000);
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
  });

  it.each(feedPagesToExplain)("reads $name from $startsFrom, never a scan of the whole feed", async ({ filter, startsFrom }) => {
    const plan = (await explainFeedPage(database.db, filter)).join("\n");
    expect(plan).toContain(startsFrom);
    // Every story table read goes through an index; a sequential scan of articles would read all 20,000 rows.
    expect(plan).not.toMatch(/Seq Scan on articles\b/);
    expect(plan).not.toMatch(/Seq Scan on article_tickers\b/);
  });
});
