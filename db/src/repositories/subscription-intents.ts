import { count, desc, eq } from "drizzle-orm";
import { planIds, type PaidPlanId, type PlanId } from "@tradewire/core/schemas/billing";
import type { Database } from "../client";
import { subscriptionIntents, users } from "../schema/index";

export type SubscriptionIntentRow = typeof subscriptionIntents.$inferSelect;

/** An intent with the user who showed it, as admins list them. */
export interface SubscriptionIntentWithUser extends SubscriptionIntentRow {
  email: string | null;
  name: string | null;
  userPlan: string;
}

/** Records that a user chose a paid plan (spec section 2: no payment happens, only the interest is kept). */
export async function recordSubscriptionIntent(db: Database, userId: number, planId: PaidPlanId): Promise<SubscriptionIntentRow> {
  const [row] = await db.insert(subscriptionIntents).values({ userId, planId }).returning();
  return row!;
}

/** The newest intents first, each with its user's address, name and current plan. */
export async function listSubscriptionIntents(db: Database, limit: number): Promise<SubscriptionIntentWithUser[]> {
  return db
    .select({
      id: subscriptionIntents.id,
      userId: subscriptionIntents.userId,
      planId: subscriptionIntents.planId,
      createdAt: subscriptionIntents.createdAt,
      email: users.email,
      name: users.name,
      userPlan: users.plan,
    })
    .from(subscriptionIntents)
    .innerJoin(users, eq(users.id, subscriptionIntents.userId))
    .orderBy(desc(subscriptionIntents.id))
    .limit(limit);
}

/** How many intents each plan has drawn in all (zero for a plan nobody chose). */
export async function countSubscriptionIntents(db: Database): Promise<Record<PlanId, number>> {
  const rows = await db
    .select({ planId: subscriptionIntents.planId, intents: count() })
    .from(subscriptionIntents)
    .groupBy(subscriptionIntents.planId);
  const totals = Object.fromEntries(planIds.map((planId) => [planId, 0])) as Record<PlanId, number>;
  for (const row of rows) totals[row.planId] = row.intents;
  return totals;
}
