import { and, desc, eq, gte, isNull, lte } from "drizzle-orm";
import type { Database } from "../client";
import { articles, articleTickers, reports, tickers } from "../schema/index";

export type ReportRow = typeof reports.$inferSelect;

export async function findReport(db: Database, articleId: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.articleId, articleId));
  return row;
}

/**
 * Stores a report built at `builtAt`, unless a report built later is stored already: two builds of one
 * story that overlap (an editor's rebuild after changing tickers, and an automatic one that read the old
 * tickers) leave the later one. Answers whether this one was stored.
 */
export async function saveReport(db: Database, articleId: number, payload: Record<string, unknown>, builtAt = new Date()): Promise<boolean> {
  const stored = await db
    .insert(reports)
    .values({ articleId, payload, lastUpdated: builtAt })
    .onConflictDoUpdate({ target: reports.articleId, set: { payload, lastUpdated: builtAt }, setWhere: lte(reports.lastUpdated, builtAt) })
    .returning({ articleId: reports.articleId });
  return stored.length > 0;
}

/** Reports of stories published since `since`: the ones worth refreshing while markets move. */
export async function listReportsOfRecentArticles(db: Database, since: Date): Promise<number[]> {
  const rows = await db
    .select({ articleId: reports.articleId })
    .from(reports)
    .innerJoin(articles, eq(articles.id, reports.articleId))
    .where(and(gte(articles.datePublished, since)));
  return rows.map((row) => row.articleId);
}

/** A story that names tickers and has no report yet. */
export interface ArticleLackingReport {
  articleId: number;
  /** Its tickers in the story's order. */
  tickers: string[];
}

/** Stories published since `since` that name at least one ticker and have no report: newest first. */
export async function listArticlesLackingReport(db: Database, since: Date): Promise<ArticleLackingReport[]> {
  const rows = await db
    .select({ articleId: articles.id, ticker: tickers.ticker })
    .from(articles)
    .innerJoin(articleTickers, eq(articleTickers.articleId, articles.id))
    .innerJoin(tickers, eq(tickers.id, articleTickers.tickerId))
    .leftJoin(reports, eq(reports.articleId, articles.id))
    .where(and(gte(articles.datePublished, since), isNull(reports.articleId)))
    .orderBy(desc(articles.datePublished), desc(articles.id), articleTickers.position);
  const byArticle = new Map<number, string[]>();
  for (const { articleId, ticker } of rows) byArticle.set(articleId, [...(byArticle.get(articleId) ?? []), ticker]);
  return [...byArticle].map(([articleId, symbols]) => ({ articleId, tickers: symbols }));
}
