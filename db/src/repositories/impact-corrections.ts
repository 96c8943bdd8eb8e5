import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Impact } from "@tradewire/core/wire-constants";
import type { Database } from "../client";
import { articles, articleTickers, impactCorrections, tickers, type TickerOrigin } from "../schema/index";

export type ImpactCorrectionRow = typeof impactCorrections.$inferSelect;

/**
 * An editor sets a story's impact: saved on the story, marked as the editor's (re-classification leaves
 * it alone from then on), and kept as a training label with the headline and summary as they read now.
 * A second correction of the same story replaces the first. Answers false when there is no such story.
 */
export async function correctArticleImpact(db: Database, correction: { articleId: number; impact: Impact; userId: number | null }): Promise<boolean> {
  const { articleId, impact, userId } = correction;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [story] = await tx
      .update(articles)
      .set({ impact, impactEditedAt: now })
      .where(eq(articles.id, articleId))
      .returning({ title: articles.title, summary: articles.summary });
    if (!story) return false;
    const row = { label: impact, title: story.title, summary: story.summary, userId, updatedAt: now };
    await tx
      .insert(impactCorrections)
      .values({ articleId, ...row, createdAt: now })
      .onConflictDoUpdate({ target: impactCorrections.articleId, set: row });
    return true;
  });
}

/** Every editor's correction, oldest story first: the labels a training run may add. */
export async function listImpactCorrections(db: Database): Promise<ImpactCorrectionRow[]> {
  return db.select().from(impactCorrections).orderBy(asc(impactCorrections.articleId));
}

export interface ReclassifiableArticle {
  id: number;
  title: string;
  summary: string | null;
  impact: Impact;
  impactRules: string[];
  /** An editor set the impact: re-classification leaves it alone. */
  impactEdited: boolean;
  tickersOrigin: TickerOrigin;
  /** The symbols of its named tickers, in order. */
  tickers: string[];
  relatedTickers: string[];
}

/**
 * A page, by id, of the stored stories with what re-classification compares (every story: an editor may have
 * set its impact and its tickers, but its related tickers are always the classifier's).
 */
export async function listReclassifiableArticles(db: Database, options: { afterId: number; limit: number }): Promise<ReclassifiableArticle[]> {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      summary: articles.summary,
      impact: articles.impact,
      impactRules: articles.impactRules,
      impactEdited: sql<boolean>`${articles.impactEditedAt} is not null`,
      tickersOrigin: articles.tickersOrigin,
      tickers: sql<string[]>`coalesce(json_agg(${tickers.ticker} order by ${articleTickers.position}) filter (where ${tickers.id} is not null), '[]')`,
      relatedTickers: articles.relatedTickers,
    })
    .from(articles)
    // The page's bound on the links too: otherwise the planner's merge join reads every link of the earlier pages.
    .leftJoin(articleTickers, and(eq(articleTickers.articleId, articles.id), gt(articleTickers.articleId, options.afterId)))
    .leftJoin(tickers, eq(tickers.id, articleTickers.tickerId))
    .where(gt(articles.id, options.afterId))
    .groupBy(articles.id)
    .orderBy(asc(articles.id))
    .limit(options.limit);
}

/**
 * Stores a batch of new impacts in one statement, skipping any story an editor has set meanwhile.
 * Answers the ids of the stories it changed.
 */
export async function updateClassifiedImpacts(
  db: Database,
  updates: readonly { id: number; impact: Impact; impactRules: string[] }[],
): Promise<number[]> {
  if (!updates.length) return [];
  const rows = updates.map(({ id, impact, impactRules }) => ({ id, impact, impact_rules: impactRules }));
  const result = await db.execute(sql`
    update ${articles} set impact = x.impact, impact_rules = x.impact_rules
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(id bigint, impact text, impact_rules jsonb)
    where ${articles.id} = x.id and ${articles.impactEditedAt} is null
    returning ${articles.id}`);
  return (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
}
