import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { predictionMarkets, watchlistEntries } from "../schema/index";
import type { MarketPlatform } from "@tradewire/core/wire-constants";

export interface MarketRecord {
  platform: MarketPlatform;
  externalId: string;
  question: string;
  slug: string | null;
  closed: boolean;
}

export type MarketRow = typeof predictionMarkets.$inferSelect;

/** A market as a live source reports it, complete (see workers' MarketSnapshot). */
export interface MarketSnapshotRecord extends MarketRecord {
  eventUrl: string;
  volume: number;
  startDate: Date | null;
  endDate: Date | null;
  outcomes: { outcome: string; price: number | null; tokenId: string | null }[];
  probability: number | null;
  probabilityChange24h: number | null;
  tags: string[];
}

/** What a reader of the market would notice changing; the rest (update times) is bookkeeping. */
const visibleFields = (market: Pick<MarketRow, "question" | "slug" | "closed" | "volume" | "probability" | "probabilityChange24h" | "eventUrl" | "endDate">) =>
  JSON.stringify([market.question, market.slug, market.closed, market.volume, market.probability, market.probabilityChange24h, market.eventUrl, market.endDate?.getTime() ?? null]);

/**
 * Stores a source's current markets in one statement and answers which rows are new and which changed in a
 * way a reader would notice, so only those are announced.
 */
export async function upsertMarketSnapshots(db: Database, snapshots: MarketSnapshotRecord[]): Promise<{ created: MarketRow[]; updated: MarketRow[] }> {
  const unique = [...new Map(snapshots.map((market) => [marketKey(market), market])).values()];
  if (!unique.length) return { created: [], updated: [] };
  const platforms = [...new Set(unique.map((market) => market.platform))];
  const before = new Map(
    (
      await db
        .select()
        .from(predictionMarkets)
        .where(and(inArray(predictionMarkets.platform, platforms), inArray(predictionMarkets.externalId, unique.map((market) => market.externalId))))
    ).map((row) => [marketKey(row), row]),
  );
  const rows = await db
    .insert(predictionMarkets)
    .values(unique)
    .onConflictDoUpdate({
      target: [predictionMarkets.platform, predictionMarkets.externalId],
      set: {
        question: sql`excluded.question`,
        slug: sql`excluded.slug`,
        closed: sql`excluded.closed`,
        eventUrl: sql`excluded.event_url`,
        volume: sql`excluded.volume`,
        startDate: sql`excluded.start_date`,
        endDate: sql`excluded.end_date`,
        outcomes: sql`excluded.outcomes`,
        probability: sql`excluded.probability`,
        probabilityChange24h: sql`excluded.probability_change_24h`,
        tags: sql`excluded.tags`,
        updatedAt: new Date(),
      },
    })
    .returning();
  const created: MarketRow[] = [];
  const updated: MarketRow[] = [];
  for (const row of rows) {
    const previous = before.get(marketKey(row));
    if (!previous) created.push(row);
    else if (visibleFields(previous) !== visibleFields(row)) updated.push(row);
  }
  return { created, updated };
}

const marketKey = (market: { platform: string; externalId: string }) => `${market.platform}:${market.externalId}`;

/** Creates or refreshes markets; answers their ids keyed by "platform:externalId". */
export async function upsertPredictionMarkets(db: Database, markets: MarketRecord[]): Promise<Map<string, number>> {
  const unique = [...new Map(markets.map((market) => [marketKey(market), market])).values()];
  if (!unique.length) return new Map();
  const rows = await db
    .insert(predictionMarkets)
    .values(unique)
    .onConflictDoUpdate({
      target: [predictionMarkets.platform, predictionMarkets.externalId],
      set: { question: sql`excluded.question`, slug: sql`excluded.slug`, closed: sql`excluded.closed`, updatedAt: new Date() },
    })
    .returning({ id: predictionMarkets.id, platform: predictionMarkets.platform, externalId: predictionMarkets.externalId });
  return new Map(rows.map((row) => [marketKey(row), row.id]));
}

/** The markets with these ids, in no particular order; unknown ids are left out. */
export async function findMarkets(db: Database, ids: number[]): Promise<MarketRow[]> {
  if (!ids.length) return [];
  return db.select().from(predictionMarkets).where(inArray(predictionMarkets.id, ids));
}

/** Open markets, largest volume first. */
export async function listOpenMarkets(db: Database, limit: number): Promise<MarketRow[]> {
  return db.select().from(predictionMarkets).where(eq(predictionMarkets.closed, false)).orderBy(desc(predictionMarkets.volume), desc(predictionMarkets.id)).limit(limit);
}

/** The distinct topic tags of open markets, alphabetically. */
export async function listOpenMarketTags(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct tag from ${predictionMarkets}, jsonb_array_elements_text(${predictionMarkets.tags}) as tag where not ${predictionMarkets.closed} order by tag`,
  );
  return (result as unknown as { rows: { tag: string }[] }).rows.map((row) => row.tag);
}

/** The ids of the markets on the user's watchlist, newest entry first. */
export async function watchlistedMarketIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ marketId: watchlistEntries.marketId })
    .from(watchlistEntries)
    .where(eq(watchlistEntries.userId, userId))
    .orderBy(desc(watchlistEntries.createdAt));
  return rows.map((row) => row.marketId);
}

/**
 * Puts the market on the user's watchlist, or takes it off if it was there. Answers whether it is on the
 * watchlist now; undefined when there is no such market. Each user's list is their own.
 */
export async function toggleWatchlistEntry(db: Database, userId: number, marketId: number): Promise<boolean | undefined> {
  const [market] = await db.select({ id: predictionMarkets.id }).from(predictionMarkets).where(eq(predictionMarkets.id, marketId));
  if (!market) return undefined;
  const removed = await db
    .delete(watchlistEntries)
    .where(and(eq(watchlistEntries.userId, userId), eq(watchlistEntries.marketId, marketId)))
    .returning({ marketId: watchlistEntries.marketId });
  if (removed.length) return false;
  await db.insert(watchlistEntries).values({ userId, marketId }).onConflictDoNothing();
  return true;
}

export { marketKey };
