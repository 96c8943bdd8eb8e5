import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { ReactionHorizonName } from "@tradewire/core/wire-constants";
import type { Database } from "../client";
import { articles, articleTickers, storyReactions, tickers } from "../schema/index";

/** A story's named ticker whose reactions are not all measured yet. */
export interface StoryTickerAwaitingReactions {
  articleId: number;
  tickerId: number;
  symbol: string;
  country: string | null;
  publishedAt: Date;
  /** The horizons already stored. */
  measured: ReactionHorizonName[];
}

/**
 * The named tickers of stories published since `since` that lack a reaction for one of the `horizons`, oldest story first
 * (its horizons close first), at most `limit`; never a ticker that is its own benchmark (SPY, a US listing, against SPY
 * moves 0%; FXI, a US-listed fund, is measured against SPY even where BENCHMARKS makes it China's), which would wait
 * for ever. `benchmarks`: each listing country's benchmark (countries lower-cased) and the one for every other.
 */
export async function storyTickersAwaitingReactions(
  db: Database,
  {
    since,
    horizons,
    limit,
    benchmarks = { byCountry: [], fallback: "SPY" },
  }: { since: Date; horizons: readonly ReactionHorizonName[]; limit: number; benchmarks?: { byCountry: readonly (readonly [string, string])[]; fallback: string } },
): Promise<StoryTickerAwaitingReactions[]> {
  const cases = benchmarks.byCountry.map(([country, symbol]) => sql`when ${country} then ${symbol}`);
  const ownBenchmark = cases.length
    ? sql`case lower(coalesce(${tickers.country}, '')) ${sql.join(cases, sql` `)} else ${benchmarks.fallback} end`
    : sql`${benchmarks.fallback}`;
  const measured = sql<ReactionHorizonName[]>`coalesce((select array_agg(${storyReactions.horizon}) from ${storyReactions}
    where ${storyReactions.articleId} = ${articleTickers.articleId} and ${storyReactions.tickerId} = ${articleTickers.tickerId}), '{}')`;
  const rows = await db
    .select({
      articleId: articleTickers.articleId,
      tickerId: articleTickers.tickerId,
      symbol: tickers.ticker,
      country: tickers.country,
      publishedAt: articles.datePublished,
      measured,
    })
    .from(articleTickers)
    .innerJoin(articles, eq(articles.id, articleTickers.articleId))
    .innerJoin(tickers, eq(tickers.id, articleTickers.tickerId))
    .where(
      and(
        gte(articles.datePublished, since),
        sql`${tickers.ticker} <> ${ownBenchmark}`,
        sql`(select count(*) from ${storyReactions} where ${storyReactions.articleId} = ${articleTickers.articleId}
          and ${storyReactions.tickerId} = ${articleTickers.tickerId}) < ${horizons.length}`,
      ),
    )
    .orderBy(asc(articles.datePublished), asc(articleTickers.articleId), asc(articleTickers.position))
    .limit(limit);
  // Both drivers: a text[] may come back as an array or in Postgres' {a,b} text form.
  return rows.map((row) => ({ ...row, measured: arrayOf(row.measured) }));
}

const arrayOf = (value: unknown): ReactionHorizonName[] =>
  (Array.isArray(value) ? value : String(value).replace(/^\{|\}$/g, "").split(",").filter(Boolean)) as ReactionHorizonName[];

export interface ReactionRecord {
  articleId: number;
  tickerId: number;
  horizon: ReactionHorizonName;
  benchmark: string;
  priceSource: "yahoo" | "replay";
  startsAt: Date;
  endsAt: Date;
  stockReturn: number;
  benchmarkReturn: number;
  abnormalReturn: number;
  sigma: number | null;
  zScore: number | null;
}

/** Stores measured reactions; one already stored for the same story, ticker and horizon is kept (a horizon closes once). */
export async function storeReactions(db: Database, reactions: readonly ReactionRecord[]): Promise<void> {
  if (!reactions.length) return;
  await db.insert(storyReactions).values([...reactions]).onConflictDoNothing();
}
