import { tables } from "@tradewire/db";
import { createTestDatabase, type Engine } from "@tradewire/db/testing/test-databases";
import { loadReplaySet } from "@tradewire/workers/replay/replay-set";
import type { SourceDefinition } from "@tradewire/platform";
import { parseFeed } from "@tradewire/workers/sources";
import { jobContextForTest } from "@tradewire/workers/testing/job-context-for-test";
import { fmt, report } from "./measure";

const BATCH = 100;
const BATCHES = 30;
const source: SourceDefinition = { id: "bench", name: "bench", format: "rss", url: "https://bench.invalid/rss", intervalSeconds: 60, wire: true };

/** Feeds of BATCH items each, with unique URLs, as RSS text: parsing is part of what is measured. */
function feeds(round: number): string[] {
  const set = loadReplaySet();
  return Array.from({ length: BATCHES }, (_, batch) => {
    const items = Array.from({ length: BATCH }, (_, i) => {
      const article = set[(batch * BATCH + i) % set.length]!;
      const url = `https://www.reuters.com/bench/${round}/${batch}/${i}`;
      return `<item><title><![CDATA[${article.title}]]></title><link>${url}</link><description><![CDATA[${article.summary}]]></description><pubDate>${new Date().toUTCString()}</pubDate></item>`;
    });
    return `<?xml version="1.0"?><rss version="2.0"><channel><title>bench</title>${items.join("")}</channel></rss>`;
  });
}

/**
 * Ingestion items/s (parse + classify + dedupe + store) against a plain multi-row insert of the same
 * number of rows on the same engine.
 */
export async function benchIngest(engine: Engine) {
  const database = await createTestDatabase(engine);
  try {
    const { news } = await jobContextForTest(database);
    let started = performance.now();
    for (let batch = 0; batch < BATCHES; batch++) {
      await database.db.insert(tables.articles).values(
        Array.from({ length: BATCH }, (_, i) => ({ title: `Baseline ${batch}-${i}`, url: `https://baseline.invalid/${batch}/${i}` })),
      );
    }
    const baseline = (BATCH * BATCHES) / ((performance.now() - started) / 1000);

    const texts = feeds(1);
    started = performance.now();
    let created = 0;
    for (const text of texts) created += (await news.ingestor.ingest(parseFeed(source, text), { publish: false })).created;
    const pipeline = created / ((performance.now() - started) / 1000);
    report(`ingestion on ${engine} (items/s, ${BATCH}/batch)`, fmt(pipeline), "plain insert", fmt(baseline), pipeline / baseline);
  } finally {
    await database.drop();
  }
}
