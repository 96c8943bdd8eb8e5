import { and, asc, desc, eq, gte, inArray, lt, max, or } from "drizzle-orm";
import type { Database } from "../client";
import { articleMarkets, articles, marketPricePoints, predictionMarkets, watchlistEntries } from "../schema/index";
import type { MarketRow } from "./prediction-markets";

export interface PricePoint {
  at: Date;
  /** 0..1 */
  price: number;
}

/** Adds points to a market's history; a point already stored for the same instant is kept as it was. */
export async function appendMarketPricePoints(db: Database, marketId: number, points: PricePoint[]): Promise<void> {
  if (!points.length) return;
  await db
    .insert(marketPricePoints)
    .values(points.map((point) => ({ marketId, at: point.at, price: point.price })))
    .onConflictDoNothing();
}

/** Adds one point to each of several markets' histories in one statement (each market's probability as last read). */
export async function appendLatestPricePoints(db: Database, points: readonly (PricePoint & { marketId: number })[]): Promise<void> {
  if (!points.length) return;
  await db.insert(marketPricePoints).values(points.map(({ marketId, at, price }) => ({ marketId, at, price }))).onConflictDoNothing();
}

/** Several markets' histories since a time, oldest point first, in one query; keyed by market id. */
export async function readPriceHistories(db: Database, marketIds: number[], since: Date): Promise<Map<number, PricePoint[]>> {
  const histories = new Map<number, PricePoint[]>(marketIds.map((id) => [id, []]));
  if (!marketIds.length) return histories;
  const rows = await db
    .select()
    .from(marketPricePoints)
    .where(and(inArray(marketPricePoints.marketId, marketIds), gte(marketPricePoints.at, since)))
    .orderBy(asc(marketPricePoints.at));
  for (const row of rows) histories.get(row.marketId)!.push({ at: row.at, price: row.price });
  return histories;
}

/** The newest stored point of each market that has one: where the next fetch can start. */
export async function lastPricePointTimes(db: Database, marketIds: number[]): Promise<Map<number, Date>> {
  if (!marketIds.length) return new Map();
  const rows = await db
    .select({ marketId: marketPricePoints.marketId, last: max(marketPricePoints.at) })
    .from(marketPricePoints)
    .where(inArray(marketPricePoints.marketId, marketIds))
    .groupBy(marketPricePoints.marketId);
  return new Map(rows.flatMap((row) => (row.last ? [[row.marketId, new Date(row.last)] as const] : [])));
}

const linkedSince = (db: Database, since: Date) =>
  db
    .select({ id: articleMarkets.marketId })
    .from(articleMarkets)
    .innerJoin(articles, eq(articles.id, articleMarkets.articleId))
    .where(gte(articles.datePublished, since));

/** The open markets linked to stories published since `since`, largest volume first: the markets in the news. */
export async function marketsInTheNews(db: Database, { since, limit }: { since: Date; limit: number }): Promise<MarketRow[]> {
  return db
    .select()
    .from(predictionMarkets)
    .where(and(eq(predictionMarkets.closed, false), inArray(predictionMarkets.id, linkedSince(db, since))))
    .orderBy(desc(predictionMarkets.volume), desc(predictionMarkets.id))
    .limit(limit);
}

/**
 * The open markets whose history someone will look at: linked to a story published since `since`, or on
 * anyone's watchlist. Largest volume first.
 */
export async function marketsWantingHistory(db: Database, { since, limit }: { since: Date; limit: number }): Promise<MarketRow[]> {
  const watched = db.select({ id: watchlistEntries.marketId }).from(watchlistEntries);
  return db
    .select()
    .from(predictionMarkets)
    .where(and(eq(predictionMarkets.closed, false), or(inArray(predictionMarkets.id, linkedSince(db, since)), inArray(predictionMarkets.id, watched))))
    .orderBy(desc(predictionMarkets.volume), desc(predictionMarkets.id))
    .limit(limit);
}

/** Drops points older than the retention horizon; the history kept is what the charts show. */
export async function prunePricePoints(db: Database, before: Date): Promise<void> {
  await db.delete(marketPricePoints).where(lt(marketPricePoints.at, before));
}
