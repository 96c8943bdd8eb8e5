import { desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { articles } from "../schema/index";

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;

/** URL is the unique key: a story seen again is not stored twice. Answers the stored row and whether it is new. */
export async function insertArticle(db: Database, article: NewArticle): Promise<{ article: ArticleRow; created: boolean }> {
  const [inserted] = await db.insert(articles).values(article).onConflictDoNothing({ target: articles.url }).returning();
  if (inserted) return { article: inserted, created: true };
  const existing = await db.query.articles.findFirst({ where: eq(articles.url, article.url) });
  return { article: existing!, created: false };
}

export async function listLatestArticles(db: Database, limit: number): Promise<ArticleRow[]> {
  return db.select().from(articles).orderBy(desc(articles.datePublished), desc(articles.id)).limit(limit);
}
