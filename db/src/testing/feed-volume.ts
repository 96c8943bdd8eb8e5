import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { insertNewArticles, type ArticleFilter } from "../repositories/articles";
import { linkArticleTickers } from "../repositories/tickers";
import { articles } from "../schema/index";
import { makeTickers } from "./factories";

/** The words, tags and tickers a seeded feed draws from: each tag is on about one story in twenty. */
const FEED_WORDS = ["tariff", "steel", "oil", "opec", "sanctions", "chips", "export", "yuan", "strait", "pipeline", "grain", "copper", "rates", "embargo", "freight", "refinery"];
const FEED_TAGS = ["china", "mexico", "iran", "israel", "russia", "opec", "eu", "japan", "canada", "india", "taiwan", "korea", "brazil", "saudi", "turkey", "egypt", "red-sea", "semis", "autos", "energy"];

/**
 * A feed of `count` stories a minute apart, the newest now, as a busy month of ingestion leaves it: two
 * tags and one to three of 7,000 tickers each (the size of the real list), the first one of a hundred, every tenth story in a group with the one before, then
 * VACUUM ANALYZE, so the planner sees the volume. For plans (EXPLAIN) and reads at scale; deterministic.
 */
export async function makeFeedVolume(db: Database, count: number, now = Date.now()) {
  const symbols = Array.from({ length: 7_000 }, (_, index) => `T${String(index).padStart(4, "0")}`);
  const listings = await makeTickers(db, symbols);
  const pick = <T>(items: readonly T[], seed: number) => items[seed % items.length]!;
  for (let start = 0; start < count; start += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, count - start) }, (_, offset) => {
      const n = start + offset;
      return {
        // Every 500th story says "blockade", a word rare enough that a search for it starts from the text index.
        title: `${pick(FEED_WORDS, n)} ${pick(FEED_WORDS, n * 7 + 3)} ${pick(FEED_WORDS, n * 13 + 5)}${n % 500 === 0 ? " blockade" : ""} story ${n}`,
        url: `https://feed.example.test/${n}`,
        source: pick(["reuters", "bloomberg", "ft", "wsj", "ap"], n),
        impact: pick(["high", "mid", "low", "low"] as const, n),
        datePublished: new Date(now - (count - n) * 60_000),
        tags: [pick(FEED_TAGS, n), pick(FEED_TAGS, n * 3 + 1)],
      };
    });
    const stored = await insertNewArticles(db, batch);
    await linkArticleTickers(
      db,
      stored.flatMap(({ id }, offset) =>
        // The first ticker from the hundred most talked about, the others from the whole list.
        Array.from({ length: 1 + ((start + offset) % 3) }, (_, position) => ({
          articleId: id,
          tickerId: listings.get(pick(position === 0 ? symbols.slice(0, 100) : symbols, (start + offset) * 31 + position * 17))!.id,
          position,
        })),
      ),
    );
  }
  await db.execute(sql`update ${articles} set group_id = id - 1 where id % 10 = 0 and url like 'https://feed.example.test/%'`);
  // VACUUM too, as autovacuum would have by then: it moves the text index's pending entries (GIN fastupdate)
  // into the index proper; while they wait the planner prices a text search off the index as a table scan.
  await db.execute(sql`vacuum analyze`);
}

/** The feed pages whose plans matter (issue 15): the first page, a ticker, a tag, a common and a rare search. */
export const feedPagesToExplain: { name: string; filter: ArticleFilter; startsFrom: string }[] = [
  { name: "first page", filter: { limit: 50 }, startsFrom: "articles_date_published_idx" },
  { name: "ticker=T0042", filter: { limit: 50, ticker: ["T0042"] }, startsFrom: "article_tickers_ticker_idx" },
  { name: "tag=iran", filter: { limit: 50, tag: ["iran"] }, startsFrom: "articles_date_published_idx" },
  { name: "search q=tariff opec", filter: { limit: 50, q: "tariff opec" }, startsFrom: "articles_date_published_idx" },
  { name: "search q=blockade (a rare word)", filter: { limit: 50, q: "blockade" }, startsFrom: "articles_search_idx" },
];
