import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { sourceStates } from "../schema/index";

export type SourceStateRow = typeof sourceStates.$inferSelect;

/** How long a claimed source stays claimed if its poller dies mid-poll. */
const CLAIM_SECONDS = 120;

/** Adds the sources not seen before, first due at `nextPollAt`; the state of known ones is left alone. */
export async function addSourceStates(db: Database, sources: { sourceId: string; nextPollAt: Date }[]): Promise<void> {
  if (sources.length) await db.insert(sourceStates).values(sources).onConflictDoNothing();
}

/** Claims those of the known sources that are due, atomically, so two workers never poll the same source at once. */
export async function claimDueSourceStates(db: Database, sourceIds: string[], now = new Date()): Promise<SourceStateRow[]> {
  if (!sourceIds.length) return [];
  return db
    .update(sourceStates)
    .set({ nextPollAt: new Date(now.getTime() + CLAIM_SECONDS * 1000) })
    .where(and(inArray(sourceStates.sourceId, sourceIds), lte(sourceStates.nextPollAt, now)))
    .returning();
}

/** Claims the sources that are due (see claimDueSourceStates); sources never seen before are due at once. */
export async function claimDueSources(db: Database, sourceIds: string[], now = new Date()): Promise<SourceStateRow[]> {
  await addSourceStates(db, sourceIds.map((sourceId) => ({ sourceId, nextPollAt: now })));
  return claimDueSourceStates(db, sourceIds, now);
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

export async function sourceStateOf(db: Database, sourceId: string): Promise<SourceStateRow | undefined> {
  const [state] = await db.select().from(sourceStates).where(eq(sourceStates.sourceId, sourceId));
  return state;
}

export async function listSourceStates(db: Database): Promise<SourceStateRow[]> {
  return db.select().from(sourceStates).orderBy(sourceStates.sourceId);
}
