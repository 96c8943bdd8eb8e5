import { sql } from "drizzle-orm";
import { bigint, check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { impacts } from "@tradewire/core/wire-constants";
import { articles } from "./articles";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * An editor's impact for a story, kept as a training label with the text it was given for: one row per
 * story, a later correction replacing the earlier one. `npm run train:classifier -- --with-corrections`
 * reads them.
 */
export const impactCorrections = pgTable(
  "impact_corrections",
  {
    articleId: bigint("article_id", { mode: "number" })
      .primaryKey()
      .references(() => articles.id, { onDelete: "cascade" }),
    label: text("label", { enum: impacts }).notNull(),
    /** The headline and summary as the editor read them. */
    title: text("title").notNull(),
    summary: text("summary"),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("impact_corrections_label_check", sql`${table.label} in ('high', 'mid', 'low')`)],
);
