import { countArticles, storedUrls } from "@tradewire/db";
import type { IncomingArticle } from "../ingest/ingest-articles";
import type { JobContext } from "../job-context";
import { newsServicesOf } from "../news/news-services";
import { loadReplaySet, type ReplayArticle } from "./replay-set";

/** Stories kept back at seeding time and released one per step, so the feed keeps moving. */
export const HELD_BACK = 40;

const toIncoming = (article: ReplayArticle, publishedAt: Date): IncomingArticle => ({
  title: article.title,
  url: article.url,
  source: article.source,
  summary: article.summary,
  publishedAt,
  tickers: article.tickers,
  tags: article.tags,
  markets: (article.markets ?? []).map((market) => ({
    platform: market.platform,
    externalId: market.external_id,
    question: market.question,
    slug: market.slug,
    closed: market.closed,
  })),
});

/**
 * One step of the replay source. An empty database is seeded with the set, dated relative to now, except
 * the newest stories, which are then released one per step as breaking news. Each story is released once,
 * under its own URL: when all are out the replay has nothing new to say and stays quiet ("exhausted")
 * rather than re-running stories as if they had broken again.
 */
export async function replayStep(context: JobContext): Promise<"seeded" | "released" | "exhausted"> {
  const { database, jobs } = context;
  const { ingestor } = newsServicesOf(context);
  const set = loadReplaySet();
  const now = Date.now();
  if ((await countArticles(database.db)) === 0) {
    await ingestor.ingest(
      set.slice(HELD_BACK).map((article) => toIncoming(article, new Date(now - article.minutes_ago * 60_000))),
      { publish: false },
    );
    // Seeded quietly, so no article.created builds their reports: the sweep for missing ones does, now.
    await jobs.enqueue("build-missing-reports", {});
    return "seeded";
  }
  // Oldest of the held-back stories first, as they would have broken.
  const queue = set.slice(0, HELD_BACK).reverse();
  const stored = await storedUrls(database.db, queue.map((article) => article.url));
  const next = queue.find((article) => !stored.has(article.url));
  if (!next) return "exhausted";
  await ingestor.ingest([toIncoming(next, new Date(now))]);
  return "released";
}
