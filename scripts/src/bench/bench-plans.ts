import { explainFeedPage } from "@tradewire/db";
import { feedPagesToExplain, makeFeedVolume } from "@tradewire/db/testing/feed-volume";
import { createTestDatabase, type Engine } from "@tradewire/db/testing/test-databases";

/** Stories seeded before the plans are read: about two weeks of a busy ingestion. */
const STORIES = 20_000;

/**
 * `npm run bench -- plans`: EXPLAIN ANALYZE of the feed's pages over 20,000 seeded stories, on PGlite and
 * (with TEST_DATABASE_URL) PostgreSQL: which index each page starts from, and its execution time.
 */
export async function benchPlans() {
  const engines: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  for (const engine of engines) {
    const database = await createTestDatabase(engine);
    try {
      await makeFeedVolume(database.db, STORIES);
      for (const { name, filter } of feedPagesToExplain) {
        await explainFeedPage(database.db, filter); // warm: the figures are for a page read again, not a cold cache.
        console.log(`\n-- ${name} (${engine}, ${STORIES.toLocaleString("en-US")} stories)\n${(await explainFeedPage(database.db, filter)).join("\n")}`);
      }
    } finally {
      await database.drop();
    }
  }
}
