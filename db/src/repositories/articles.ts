import { and, desc, eq, getTableColumns, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Impact, MarketPlatform, ReactionHorizonName } from "@tradewire/core/wire-constants";
import type { Database } from "../client";
import { articleMarkets, articles, articleTickers, predictionMarkets, reports, storyReactions, tickers } from "../schema/index";
import { alsoReportedBy, type OtherReport } from "./also-reported-by";
import { toBigintArray, toTextArray } from "./sql-arrays";

/** Every column but the search vector, which only the WHERE clause needs. */
const { search: _search, ...articleSelection } = getTableColumns(articles);

export type ArticleRow = Omit<typeof articles.$inferSelect, "search">;
export type NewArticle = typeof articles.$inferInsert;

export interface LinkedTicker {
  ticker: string;
  company: string;
  exchange: string | null;
  sector: string | null;
  country: string | null;
  saved: boolean;
  /** The ticker's last price when the story broke: null until the quotes job has it. */
  priceAtStory: number | null;
  /** What the story did to its price, per horizon measured so far (measure-reactions). */
  reactions: LinkedReaction[];
}
export interface LinkedReaction {
  horizon: ReactionHorizonName;
  benchmark: string;
  abnormalReturn: number;
  zScore: number | null;
}
export interface LinkedMarket {
  id: number;
  platform: MarketPlatform;
  question: string;
  slug: string | null;
  closed: boolean;
}
/** An article with what the feed shows beside it. */
export interface FeedArticle extends ArticleRow {
  tickers: LinkedTicker[];
  markets: LinkedMarket[];
  alsoReportedBy: OtherReport[];
  reportPresent: boolean;
}

export interface ArticleFilter {
  limit: number;
  /** Keyset cursor: strictly older than this (date_published, id). */
  before?: { publishedAt: Date; id: number };
  impact?: Impact[];
  source?: string[];
  tag?: string[];
  ticker?: string[];
  /** Match `ticker` on each story's first ticker only: the one a visitor's redacted copy still shows. */
  firstTickerOnly?: boolean;
  /** With `ticker`: also the stories whose related tickers (the macro symbols their topics move) hold one of them. */
  alsoRelated?: boolean;
  /** Full-text search in web-search syntax ("tariff steel", "oil -opec", "\"red sea\""). */
  q?: string;
  /** Published at or after this instant. */
  publishedSince?: Date;
  /** Published strictly before this instant: with publishedSince, a half-open span ("yesterday" ends at 00:00 today). */
  publishedBefore?: Date;
}

/**
 * Inserts many at once; stories whose URL is already stored are skipped. Answers id, URL and time of storing
 * of the new rows only. The batch travels as one JSON parameter, so building the query costs the same for 1 or
 * 1,000 rows.
 */
export async function insertNewArticles(db: Database, batch: NewArticle[]): Promise<{ id: number; url: string; createdAt: Date }[]> {
  if (!batch.length) return [];
  const rows = batch.map((article) => ({
    title: article.title,
    url: article.url,
    source: article.source ?? "unknown",
    impact: article.impact ?? "low",
    date_published: (article.datePublished ?? new Date()).toISOString(),
    summary: article.summary ?? null,
    topic: article.topic ?? false,
    tags: article.tags ?? [],
    related_tickers: article.relatedTickers ?? [],
    impact_rules: article.impactRules ?? [],
    group_id: article.groupId ?? null,
    tickers_origin: article.tickersOrigin ?? "linker",
  }));
  const result = await db.execute(sql`
    insert into ${articles} (title, url, source, impact, date_published, summary, topic, tags, related_tickers, impact_rules, group_id, tickers_origin)
    select title, url, source, impact, date_published, summary, topic, tags, related_tickers, impact_rules, group_id, tickers_origin
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(
      title text, url text, source text, impact text, date_published timestamptz, summary text,
      topic boolean, tags text[], related_tickers text[], impact_rules jsonb, group_id bigint, tickers_origin text)
    on conflict (url) do nothing
    returning id, url, created_at`);
  return rowsOf<{ id: number | string; url: string; created_at: string | Date }>(result).map((row) => ({
    id: Number(row.id),
    url: row.url,
    createdAt: new Date(row.created_at),
  }));
}

/** Both drivers answer raw queries with `rows`; PostgreSQL sends bigint as text. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Which of these URLs are stored already (one query for a whole batch). */
export async function storedUrls(db: Database, urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  // One array parameter rather than one per URL: the whole batch is checked in a single cheap statement.
  const result = await db.execute(sql`select url from ${articles} where url = any(${toTextArrayParam(urls)})`);
  return new Set(rowsOf<{ url: string }>(result).map((row) => row.url));
}

/** Puts stories in the group of an earlier story of the same event. */
export async function setArticleGroups(db: Database, groups: { id: number; groupId: number }[]): Promise<void> {
  if (!groups.length) return;
  const ids = groups.map((group) => group.id);
  const groupIds = groups.map((group) => group.groupId);
  await db.execute(sql`
    update ${articles} set group_id = v.group_id
    from (select unnest(${toBigintArray(ids)}) as id, unnest(${toBigintArray(groupIds)}) as group_id) as v
    where ${articles.id} = v.id`);
}

/** A story's summary, which the wire shape does not carry: keyword alerts read it. */
export async function articleSummaryOf(db: Database, articleId: number): Promise<string | null> {
  const [row] = await db.select({ summary: articles.summary }).from(articles).where(eq(articles.id, articleId));
  return row?.summary ?? null;
}

export async function countArticles(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(articles);
  return row?.count ?? 0;
}

/** Titles of recent stories, for grouping near-duplicates that arrive from other sources. */
export async function recentArticleTitles(db: Database, since: Date) {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      groupId: articles.groupId,
      source: articles.source,
      url: articles.url,
      datePublished: articles.datePublished,
    })
    .from(articles)
    .where(gte(articles.datePublished, since))
    .orderBy(desc(articles.datePublished))
    .limit(5_000);
}

/**
 * A page of the feed, newest first, each story with its tickers, markets, near-duplicates and report flag:
 * one statement, whose per-story subqueries run for the page's rows only (PostgreSQL evaluates them after
 * the LIMIT), so a page costs one round trip.
 */
export async function listFeedArticles(db: Database, filter: ArticleFilter): Promise<FeedArticle[]> {
  return withFeedDetails(feedArticlesQuery(db, feedConditions(filter), filter.limit));
}

/** How many stories match the filter, on every page together (the cursor and the limit are ignored). */
export async function countFeedArticles(db: Database, filter: Omit<ArticleFilter, "limit" | "before">): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(articles).where(feedConditions(filter));
  return row?.count ?? 0;
}

function feedConditions(filter: Omit<ArticleFilter, "limit">): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.before) {
    conditions.push(
      sql`(${articles.datePublished}, ${articles.id}) < (${filter.before.publishedAt.toISOString()}::timestamptz, ${filter.before.id})`,
    );
  }
  if (filter.impact?.length) conditions.push(inArray(articles.impact, filter.impact));
  if (filter.source?.length) conditions.push(inArray(articles.source, filter.source));
  if (filter.tag?.length) conditions.push(sql`${articles.tags} && ${toTextArray(filter.tag)}`);
  if (filter.publishedSince) conditions.push(gte(articles.datePublished, filter.publishedSince));
  if (filter.publishedBefore) conditions.push(lt(articles.datePublished, filter.publishedBefore));
  if (filter.q) conditions.push(sql`${articles.search} @@ websearch_to_tsquery('english', ${filter.q})`);
  if (filter.ticker?.length) {
    const firstOnly = filter.firstTickerOnly
      ? sql`and not exists (select 1 from ${articleTickers} earlier where earlier.article_id = ${articleTickers.articleId} and earlier.position < ${articleTickers.position})`
      : sql``;
    const symbols = filter.ticker.map((t) => t.toUpperCase());
    // `in` rather than a correlated `exists`: the planner starts from the ticker's links (its index) either way.
    const named = sql`${articles.id} in (
      select ${articleTickers.articleId} from ${articleTickers} join ${tickers} on ${tickers.id} = ${articleTickers.tickerId}
      where ${tickers.ticker} in ${symbols} ${firstOnly})`;
    // A visitor's copy hides the related tickers: matching them would give them away.
    conditions.push(filter.alsoRelated && !filter.firstTickerOnly ? sql`(${named} or ${articles.relatedTickers} && ${toTextArray(symbols)})` : named);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The feed's statement for the stories matching `where`, newest first. */
function feedArticlesQuery(db: Database, where: SQL | undefined, limit: number) {
  const sibling = alias(articles, "sibling");
  const group = sql`coalesce(${articles.groupId}, ${articles.id})`;
  return db
    .select({
      ...articleSelection,
      tickers: sql<LinkedTicker[]>`(
        select coalesce(json_agg(json_build_object('ticker', ${tickers.ticker}, 'company', ${tickers.company}, 'exchange', ${tickers.exchange},
          'sector', ${tickers.sector}, 'country', ${tickers.country}, 'saved', ${articleTickers.saved},
          'priceAtStory', ${articleTickers.priceAtStory}, 'reactions', (
            select coalesce(json_agg(json_build_object('horizon', ${storyReactions.horizon}, 'benchmark', ${storyReactions.benchmark},
              'abnormalReturn', ${storyReactions.abnormalReturn}, 'zScore', ${storyReactions.zScore}) order by ${storyReactions.endsAt}), '[]')
            from ${storyReactions} where ${storyReactions.articleId} = ${articles.id} and ${storyReactions.tickerId} = ${articleTickers.tickerId})
          ) order by ${articleTickers.position}), '[]')
        from ${articleTickers} join ${tickers} on ${tickers.id} = ${articleTickers.tickerId}
        where ${articleTickers.articleId} = ${articles.id})`,
      markets: sql<LinkedMarket[]>`(
        select coalesce(json_agg(json_build_object('id', ${predictionMarkets.id}, 'platform', ${predictionMarkets.platform},
          'question', ${predictionMarkets.question}, 'slug', ${predictionMarkets.slug}, 'closed', ${predictionMarkets.closed})
          order by ${articleMarkets.score} desc nulls last, ${predictionMarkets.id}), '[]')
        from ${articleMarkets} join ${predictionMarkets} on ${predictionMarkets.id} = ${articleMarkets.marketId}
        where ${articleMarkets.articleId} = ${articles.id})`,
      // The group's other stories: its first story (by id) and the ones pointing at it (by group_id), newest first.
      siblings: sql<OtherReport[]>`(
        select coalesce(json_agg(json_build_object('source', ${sibling.source}, 'url', ${sibling.url}) order by ${sibling.datePublished} desc, ${sibling.id} desc), '[]')
        from ${articles} ${sibling}
        where (${sibling.groupId} = ${group} or ${sibling.id} = ${group}) and ${sibling.id} <> ${articles.id})`,
      reportPresent: sql<boolean>`${reports.articleId} is not null`,
    })
    .from(articles)
    // At most one report a story (its key), so the join adds no rows.
    .leftJoin(reports, eq(reports.articleId, articles.id))
    .where(where)
    .orderBy(desc(articles.datePublished), desc(articles.id))
    .limit(limit);
}

/**
 * How the database runs a feed page's statement: EXPLAIN ANALYZE, one line of the plan per entry. For
 * the closing notes and the tests that keep each filter on an index (see articles-plans.test.ts).
 */
export async function explainFeedPage(db: Database, filter: ArticleFilter): Promise<string[]> {
  const result = await db.execute(sql`explain (analyze, costs off, timing off, summary on) ${feedArticlesQuery(db, feedConditions(filter), filter.limit)}`);
  return rowsOf<Record<string, string>>(result).map((row) => Object.values(row)[0]!);
}

async function withFeedDetails(query: ReturnType<typeof feedArticlesQuery>): Promise<FeedArticle[]> {
  return (await query).map(({ siblings, ...row }) => ({ ...row, alsoReportedBy: alsoReportedBy(row.source, siblings) }));
}

export async function findFeedArticles(db: Database, ids: number[]): Promise<FeedArticle[]> {
  if (!ids.length) return [];
  return withFeedDetails(feedArticlesQuery(db, inArray(articles.id, ids), ids.length));
}

/** A JSON-encoded parameter unpacked by the server: both drivers then send exactly one value. */
const toTextArrayParam = (values: string[]) => sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;
