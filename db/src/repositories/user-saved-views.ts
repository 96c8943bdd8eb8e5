import { and, asc, eq } from "drizzle-orm";
import type { SavedView, SavedViewInput } from "@tradewire/core/schemas/saved-views";
import type { Database } from "../client";
import { userSavedViews } from "../schema/index";

/** A member's saved feed views, by slot. */
export async function listSavedViews(db: Database, userId: number): Promise<SavedView[]> {
  return db
    .select({ slot: userSavedViews.slot, name: userSavedViews.name, filters: userSavedViews.filters })
    .from(userSavedViews)
    .where(eq(userSavedViews.userId, userId))
    .orderBy(asc(userSavedViews.slot));
}

/** Keeps a view in a slot of the member's, replacing the one there. */
export async function saveView(db: Database, userId: number, slot: number, view: SavedViewInput): Promise<void> {
  await db
    .insert(userSavedViews)
    .values({ userId, slot, ...view })
    .onConflictDoUpdate({ target: [userSavedViews.userId, userSavedViews.slot], set: { ...view, updatedAt: new Date() } });
}

/** Empties a slot of the member's (an empty one stays empty). */
export async function deleteSavedView(db: Database, userId: number, slot: number): Promise<void> {
  await db.delete(userSavedViews).where(and(eq(userSavedViews.userId, userId), eq(userSavedViews.slot, slot)));
}
