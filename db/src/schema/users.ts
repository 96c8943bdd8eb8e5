import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { userRoles } from "@tradewire/core/wire-constants";

export const users = pgTable(
  "users",
  {
    id: id(),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    name: text("name"),
    userRole: text("user_role", { enum: userRoles }).notNull().default("user"),
    plan: text("plan").notNull().default("free"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When a request of theirs was last authenticated, to the LAST_SEEN_STEP_MS (null: before it was recorded). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("users_issuer_subject_key").on(table.issuer, table.subject),
    check("users_role_check", sql`${table.userRole} in ('admin', 'user')`),
  ],
);
