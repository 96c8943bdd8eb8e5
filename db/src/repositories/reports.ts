import { and, eq, gte } from "drizzle-orm";
import type { Database } from "../client";
import { articles, reports } from "../schema/index";

export type ReportRow = typeof reports.$inferSelect;

export async function findReport(db: Database, articleId: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.articleId, articleId));
  return row;
}

export async function saveReport(db: Database, articleId: number, payload: Record<string, unknown>): Promise<void> {
  const now = new Date();
  await db
    .insert(reports)
    .values({ articleId, payload, lastUpdated: now })
    .onConflictDoUpdate({ target: reports.articleId, set: { payload, lastUpdated: now } });
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
