import { tierOfPlan, type PlanId } from "@tradewire/core/schemas/billing";
import type { Plan } from "@tradewire/core/wire-constants";

/** How a plan card stands for the reader: their plan, below it (already theirs), or one they may choose. */
export type PlanStanding = "current" | "included" | "available";

const tierRank: Record<Plan, number> = { free: 0, premium: 1, lifetime: 2 };

/**
 * The user's plan comes from their record (users.plan: free, premium or lifetime); monthly and yearly both
 * stand for premium. The free plan can never be chosen (spec section 5), and an unknown plan reads as free.
 */
export function planStanding(card: PlanId, userPlan: string | null | undefined): PlanStanding {
  const userRank = tierRank[userPlan as Plan] ?? 0;
  const cardRank = tierRank[tierOfPlan[card]];
  if (cardRank === userRank) return "current";
  if (cardRank < userRank || card === "free") return "included";
  return "available";
}
