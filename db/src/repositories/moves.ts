import { and, asc, desc, eq, gte, inArray, lte, max, sql } from "drizzle-orm";
import type { CandidateStory, Evidence, RankedStory } from "@tradewire/core/domain/moves/rank-move-stories";
import type { Impact } from "@tradewire/core/wire-constants";
import type { Database } from "../client";
import { articleMarkets, articles, articleTickers, moveStories, moves, predictionMarkets, tickers } from "../schema/index";

/** "stock:NVDA" or "market:42": what moved, as moves are stored once per subject and end. */
export const moveSubjectKey = (subject: { kind: "stock"; symbol: string } | { kind: "market"; marketId: number }) =>
  subject.kind === "stock" ? `stock:${subject.symbol}` : `market:${subject.marketId}`;

// Qualified by hand: a select without a join renders its columns unqualified, and a bare "id" in these subqueries would
// be the ticker's or the market's.
const storyId = sql`${articles}.id`;
const symbolsOf = sql<string[]>`coalesce((select json_agg(t.ticker order by at.position) from ${articleTickers} at
  join ${tickers} t on t.id = at.ticker_id where at.article_id = ${storyId}), '[]'::json)`;
const marketIdsOf = sql<(number | string)[]>`coalesce((select json_agg(am.market_id) from ${articleMarkets} am where am.article_id = ${storyId}), '[]'::json)`;

/** The stories published in [since, until] as rankMoveStories reads them: named and related tickers, tags, linked markets. */
export async function storiesInWindow(db: Database, { since, until }: { since: Date; until: Date }): Promise<CandidateStory[]> {
  const rows = await db
    .select({ id: articles.id, title: articles.title, publishedAt: articles.datePublished, tags: articles.tags, relatedTickers: articles.relatedTickers, tickers: symbolsOf, marketIds: marketIdsOf })
    .from(articles)
    .where(and(gte(articles.datePublished, since), lte(articles.datePublished, until)))
    .orderBy(desc(articles.datePublished));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.getTime(), marketIds: row.marketIds.map(Number) }));
}

/** A move as detect-moves stores it. */
export interface MoveRecord {
  kind: "stock" | "market";
  subject: string;
  tickerId: number | null;
  marketId: number | null;
  startsAt: Date;
  endsAt: Date;
  fromValue: number;
  toValue: number;
  abnormalReturn: number | null;
  benchmark: string | null;
  sigma: number | null;
  zScore: number | null;
  priceSource: "live" | "replay";
}

/** Stores a move and its ranked stories once; answers its id, or null when that subject's move with that end was stored before. */
export async function storeMove(db: Database, move: MoveRecord, stories: readonly RankedStory[]): Promise<number | null> {
  // One transaction: a move is never stored without its stories.
  return db.transaction(async (tx) => {
    const [stored] = await tx.insert(moves).values(move).onConflictDoNothing({ target: [moves.subject, moves.endsAt] }).returning({ id: moves.id });
    if (!stored) return null;
    if (stories.length) {
      await tx
        .insert(moveStories)
        .values(stories.map((story, rank) => ({ moveId: stored.id, articleId: story.id, rank, score: story.score, evidence: story.evidence })))
        .onConflictDoNothing();
    }
    return stored.id;
  });
}

/** When each subject's newest stored move ended: a market's jump is one move, not one per price point while it lasts. */
export async function lastMoveEnds(db: Database, subjects: string[]): Promise<Map<string, Date>> {
  if (!subjects.length) return new Map();
  const rows = await db
    .select({ subject: moves.subject, last: max(moves.endsAt) })
    .from(moves)
    .where(inArray(moves.subject, subjects))
    .groupBy(moves.subject);
  return new Map(rows.flatMap((row) => (row.last ? [[row.subject, new Date(row.last)] as const] : [])));
}

/** A stored move with what it is about and its stories, best first. */
export interface StoredMove extends MoveRecord {
  id: number;
  detectedAt: Date;
  symbol: string | null;
  company: string | null;
  question: string | null;
  stories: { id: number; title: string; url: string; source: string; impact: Impact; datePublished: Date; score: number; evidence: Evidence[] }[];
}

/** The newest moves (by their end), or those of one market, or the ones with these ids; each with its stories. */
export async function findMoves(db: Database, query: { limit: number; marketId?: number; ids?: number[] }): Promise<StoredMove[]> {
  const where = query.ids ? inArray(moves.id, query.ids) : query.marketId !== undefined ? eq(moves.marketId, query.marketId) : undefined;
  const rows = await db
    .select({ move: moves, symbol: tickers.ticker, company: tickers.company, question: predictionMarkets.question })
    .from(moves)
    .leftJoin(tickers, eq(tickers.id, moves.tickerId))
    .leftJoin(predictionMarkets, eq(predictionMarkets.id, moves.marketId))
    .where(where)
    .orderBy(desc(moves.endsAt), desc(moves.id))
    .limit(query.limit);
  if (!rows.length) return [];
  const stories = await db
    .select({
      moveId: moveStories.moveId,
      score: moveStories.score,
      evidence: moveStories.evidence,
      id: articles.id,
      title: articles.title,
      url: articles.url,
      source: articles.source,
      impact: articles.impact,
      datePublished: articles.datePublished,
    })
    .from(moveStories)
    .innerJoin(articles, eq(articles.id, moveStories.articleId))
    .where(
      inArray(
        moveStories.moveId,
        rows.map((row) => row.move.id),
      ),
    )
    .orderBy(asc(moveStories.moveId), asc(moveStories.rank));
  return rows.map(({ move, symbol, company, question }) => ({
    ...move,
    symbol,
    company,
    question,
    stories: stories
      .filter((story) => story.moveId === move.id)
      .map(({ moveId: _, evidence, ...story }) => ({ ...story, evidence: evidence as Evidence[] })),
  }));
}
