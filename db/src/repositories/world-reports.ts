import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { worldReports } from "../schema/index";

export type WorldReportRow = typeof worldReports.$inferSelect;

/** The last report built for a range, as stored. */
/** How many times world reports were saved through each database handle: a reader's cache key in this process. */
const saves = new WeakMap<Database, number>();
export const worldReportSaves = (db: Database): number => saves.get(db) ?? 0;

export async function findWorldReport(db: Database, range: string): Promise<WorldReportRow | undefined> {
  const [row] = await db.select().from(worldReports).where(eq(worldReports.range, range));
  return row;
}

/**
 * Stores the reports of several ranges in one statement, each replacing the range's last one, so a
 * reader never sees one range from this build and another from the last.
 */
export async function saveWorldReports(db: Database, payloads: Record<string, Record<string, unknown>>, builtAt = new Date()): Promise<void> {
  const rows = Object.entries(payloads).map(([range, payload]) => ({ range, payload, builtAt }));
  if (!rows.length) return;
  await db
    .insert(worldReports)
    .values(rows)
    .onConflictDoUpdate({ target: worldReports.range, set: { payload: sql`excluded.payload`, builtAt: sql`excluded.built_at` } });
  saves.set(db, worldReportSaves(db) + 1);
}
