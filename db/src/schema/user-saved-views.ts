import { sql } from "drizzle-orm";
import { bigint, check, jsonb, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import type { SavedViewFilters } from "@tradewire/core/schemas/saved-views";
import { updatedAt } from "./columns";
import { users } from "./users";

/** A member's saved feed views, one a slot (the keys 1 to 9): read and written by their owner alone. */
export const userSavedViews = pgTable(
  "user_saved_views",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slot: smallint("slot").notNull(),
    name: text("name").notNull(),
    filters: jsonb("filters").$type<SavedViewFilters>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.slot] }), check("user_saved_views_slot", sql`${table.slot} between 1 and 9`)],
);
