import { and, asc, desc, eq, gte, ilike, inArray, isNull, notExists, sql } from "drizzle-orm";
import type { Database } from "../client";
import { articleMarkets, articles, marketPricePoints, predictionMarkets, type MarketLinkOrigin } from "../schema/index";
import type { MarketRow } from "./prediction-markets";

export interface MarketLinkRecord {
  articleId: number;
  marketId: number;
  origin?: MarketLinkOrigin;
  score?: number | null;
}

/** Adds links; a link already there keeps its origin. */
export async function linkArticleMarkets(db: Database, links: MarketLinkRecord[]): Promise<void> {
  if (!links.length) return;
  await db.insert(articleMarkets).values(links).onConflictDoNothing();
}

/** What the similarity linker reads of a market. */
export interface LinkableMarketRow {
  id: number;
  platform: MarketRow["platform"];
  question: string;
  slug: string | null;
  tags: string[];
  closed: boolean;
}

/** The markets a story may be linked to: the open ones, most traded first. */
export async function listLinkableMarkets(db: Database, limit: number): Promise<LinkableMarketRow[]> {
  return db
    .select({
      id: predictionMarkets.id,
      platform: predictionMarkets.platform,
      question: predictionMarkets.question,
      slug: predictionMarkets.slug,
      tags: predictionMarkets.tags,
      closed: predictionMarkets.closed,
    })
    .from(predictionMarkets)
    .where(eq(predictionMarkets.closed, false))
    .orderBy(desc(predictionMarkets.volume), desc(predictionMarkets.id))
    .limit(limit);
}

export interface RelinkableStory {
  id: number;
  title: string;
  summary: string | null;
  tags: string[];
}

/**
 * Stories published since `since` whose markets the linker may choose again: not set by an editor, and
 * with no link from their source. Newest first.
 */
export async function listRelinkableStories(db: Database, since: Date, limit: number): Promise<RelinkableStory[]> {
  const chosenByPeople = db
    .select({ one: sql`1` })
    .from(articleMarkets)
    .where(and(eq(articleMarkets.articleId, articles.id), eq(articleMarkets.origin, "source")));
  return db
    .select({ id: articles.id, title: articles.title, summary: articles.summary, tags: articles.tags })
    .from(articles)
    .where(and(gte(articles.datePublished, since), isNull(articles.marketsEditedAt), notExists(chosenByPeople)))
    .orderBy(desc(articles.datePublished), desc(articles.id))
    .limit(limit);
}

/** Replaces a story's similarity links with these (an editor's or its source's links are left alone). */
export async function replaceSimilarityLinks(db: Database, articleId: number, links: { marketId: number; score: number }[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(articleMarkets).where(and(eq(articleMarkets.articleId, articleId), eq(articleMarkets.origin, "similarity")));
    if (links.length) await tx.insert(articleMarkets).values(links.map((link) => ({ articleId, ...link, origin: "similarity" as const }))).onConflictDoNothing();
  });
}

/** An editor's choice of a story's markets, in full: from now on the linker leaves the story alone. */
export async function replaceArticleMarkets(db: Database, articleId: number, marketIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(articles).set({ marketsEditedAt: new Date() }).where(eq(articles.id, articleId));
    await tx.delete(articleMarkets).where(eq(articleMarkets.articleId, articleId));
    if (marketIds.length) await tx.insert(articleMarkets).values([...new Set(marketIds)].map((marketId) => ({ articleId, marketId, origin: "editor" as const })));
  });
}

/** A story's markets, the linker's best first. */
export async function listArticleMarkets(db: Database, articleId: number): Promise<MarketRow[]> {
  const rows = await db
    .select({ market: predictionMarkets })
    .from(articleMarkets)
    .innerJoin(predictionMarkets, eq(predictionMarkets.id, articleMarkets.marketId))
    .where(eq(articleMarkets.articleId, articleId))
    .orderBy(sql`${articleMarkets.score} desc nulls last`, asc(predictionMarkets.id));
  return rows.map((row) => row.market);
}

/** A story's market with its probability when the story broke, from the market's stored history. */
export interface MarketAtStory {
  market: MarketRow;
  /** 0..1; null when the history does not reach back to the story. */
  atStory: number | null;
}

/**
 * A story's markets, the linker's best first, each with its probability when the story broke: the last point of its
 * history at or before then, else the first within the hour after (a market's history is kept from when it is linked).
 */
export async function marketsAtStory(db: Database, articleId: number): Promise<MarketAtStory[]> {
  const points = (condition: ReturnType<typeof sql>, order: ReturnType<typeof sql>) =>
    sql<number | null>`(select ${marketPricePoints.price} from ${marketPricePoints}
      where ${marketPricePoints.marketId} = ${predictionMarkets.id} and ${condition} order by ${order} limit 1)`;
  const published = sql`${articles.datePublished}`;
  const rows = await db
    .select({
      market: predictionMarkets,
      before: points(sql`${marketPricePoints.at} <= ${published}`, sql`${marketPricePoints.at} desc`),
      after: points(sql`${marketPricePoints.at} > ${published} and ${marketPricePoints.at} <= ${published} + interval '1 hour'`, sql`${marketPricePoints.at} asc`),
    })
    .from(articleMarkets)
    .innerJoin(predictionMarkets, eq(predictionMarkets.id, articleMarkets.marketId))
    .innerJoin(articles, eq(articles.id, articleMarkets.articleId))
    .where(eq(articleMarkets.articleId, articleId))
    .orderBy(sql`${articleMarkets.score} desc nulls last`, asc(predictionMarkets.id));
  return rows.map((row) => ({ market: row.market, atStory: row.before ?? row.after }));
}

/** The market ids of several stories, each story's best-scored first, in one query. */
export async function linkedMarketIdsOf(db: Database, articleIds: number[]): Promise<Map<number, number[]>> {
  const linked = new Map<number, number[]>(articleIds.map((id) => [id, []]));
  if (!articleIds.length) return linked;
  const rows = await db
    .select({ articleId: articleMarkets.articleId, marketId: articleMarkets.marketId })
    .from(articleMarkets)
    .where(inArray(articleMarkets.articleId, articleIds))
    .orderBy(asc(articleMarkets.articleId), sql`${articleMarkets.score} desc nulls last`, asc(articleMarkets.marketId));
  for (const row of rows) linked.get(row.articleId)!.push(row.marketId);
  return linked;
}

/** Markets whose question contains every word of `query`: open before closed, most traded first. */
export async function searchMarkets(db: Database, query: string, limit: number): Promise<MarketRow[]> {
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (!words.length) return [];
  const escape = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);
  return db
    .select()
    .from(predictionMarkets)
    .where(and(...words.map((word) => ilike(predictionMarkets.question, `%${escape(word)}%`))))
    .orderBy(asc(predictionMarkets.closed), desc(predictionMarkets.volume), desc(predictionMarkets.id))
    .limit(limit);
}
