import { countArticles, storedUrls } from "@tradewire/db";
import type { IncomingArticle } from "../ingest/ingest-articles";
import type { JobContext } from "../job-context";
import { newsServicesOf } from "../news/news-services";
import { loadReplaySet, type ReplayArticle } from "./replay-set";

/** Stories kept back at seeding time and released one per step, so the feed keeps moving. */
export const HELD_BACK = 40;

const toIncoming = (article: ReplayArticle, url: string, publishedAt: Date): IncomingArticle => ({
  title: article.title,
  url,
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
 * the newest stories, which are then released one per step as breaking news. When all are out, the
 * cycle starts again under new URLs (?replay=N), so a long-running demo never goes quiet.
 */
export async function replayStep(context: JobContext): Promise<"seeded" | "released"> {
  const { database } = context;
  const { ingestor } = newsServicesOf(context);
  const set = loadReplaySet();
  const now = Date.now();
  if ((await countArticles(database.db)) === 0) {
    await ingestor.ingest(
      set.slice(HELD_BACK).map((article) => toIncoming(article, article.url, new Date(now - article.minutes_ago * 60_000))),
      { publish: false },
    );
    return "seeded";
  }
  // Oldest of the held-back stories first, as they would have broken.
  const queue = set.slice(0, HELD_BACK).reverse();
  for (let cycle = 0; ; cycle++) {
    const urls = queue.map((article) => (cycle === 0 ? article.url : `${article.url}?replay=${cycle}`));
    const stored = await storedUrls(database.db, urls);
    const next = urls.findIndex((url) => !stored.has(url));
    if (next >= 0) {
      await ingestor.ingest([toIncoming(queue[next]!, urls[next]!, new Date(now))]);
      return "released";
    }
  }
}
