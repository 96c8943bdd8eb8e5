import { sql } from "drizzle-orm";
import { bigint, check, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

export const subscriptionIntents = pgTable(
  "subscription_intents",
  {
    id: id(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id", { enum: ["free", "premium-monthly", "premium-yearly", "lifetime"] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check("subscription_intents_plan_check", sql`${table.planId} in ('free', 'premium-monthly', 'premium-yearly', 'lifetime')`),
  ],
);
