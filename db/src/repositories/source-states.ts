import { and, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { sourceStates } from "../schema/index";

export type SourceStateRow = typeof sourceStates.$inferSelect;

/** How long a claimed source stays claimed if its poller dies mid-poll. */
const CLAIM_SECONDS = 120;

/**
 * Claims the sources that are due, atomically, so two workers never poll the same source at once.
 * Sources never seen before are due at once.
 */
export async function claimDueSources(db: Database, sourceIds: string[], now = new Date()): Promise<SourceStateRow[]> {
  if (!sourceIds.length) return [];
  await db
    .insert(sourceStates)
    .values(sourceIds.map((sourceId) => ({ sourceId, nextPollAt: now })))
    .onConflictDoNothing();
  return db
    .update(sourceStates)
    .set({ nextPollAt: new Date(now.getTime() + CLAIM_SECONDS * 1000) })
    .where(and(inArray(sourceStates.sourceId, sourceIds), lte(sourceStates.nextPollAt, now)))
    .returning();
}

export async function recordSourceSuccess(
  db: Database,
  sourceId: string,
  result: { etag?: string | null; lastModified?: string | null; seen: number; created: number; nextPollAt: Date },
): Promise<void> {
  await db
    .update(sourceStates)
    .set({
      ...(result.etag !== undefined ? { etag: result.etag } : {}),
      ...(result.lastModified !== undefined ? { lastModified: result.lastModified } : {}),
      lastSuccessAt: new Date(),
      consecutiveFailures: 0,
      itemsSeen: sql`${sourceStates.itemsSeen} + ${result.seen}`,
      itemsNew: sql`${sourceStates.itemsNew} + ${result.created}`,
      nextPollAt: result.nextPollAt,
    })
    .where(sql`${sourceStates.sourceId} = ${sourceId}`);
}

export async function recordSourceFailure(db: Database, sourceId: string, error: string, nextPollAt: Date): Promise<void> {
  await db
    .update(sourceStates)
    .set({
      lastErrorAt: new Date(),
      lastError: error.slice(0, 500),
      consecutiveFailures: sql`${sourceStates.consecutiveFailures} + 1`,
      nextPollAt,
    })
    .where(sql`${sourceStates.sourceId} = ${sourceId}`);
}

export async function listSourceStates(db: Database): Promise<SourceStateRow[]> {
  return db.select().from(sourceStates).orderBy(sourceStates.sourceId);
}
