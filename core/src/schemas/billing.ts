import { z } from "zod";
import type { Plan } from "../wire-constants";

/** The plans of the billing page (spec sections 3 and 9), in the order of their cards. */
export const planIds = ["free", "premium-monthly", "premium-yearly", "lifetime"] as const;
export type PlanId = (typeof planIds)[number];

/** The plans a button can be pressed for; the free plan's button is disabled (spec section 5). */
export const paidPlanIds = ["premium-monthly", "premium-yearly", "lifetime"] as const;
export type PaidPlanId = (typeof paidPlanIds)[number];
export const isPaidPlan = (planId: PlanId): planId is PaidPlanId => planId !== "free";

/** What a user on each plan has (users.plan): monthly and yearly both bill the premium tier. */
export const tierOfPlan: Record<PlanId, Plan> = {
  free: "free",
  "premium-monthly": "premium",
  "premium-yearly": "premium",
  lifetime: "lifetime",
};

/** POST /api/users/subscribe: the chosen plan (spec section 7); only interest is recorded, nobody pays. */
export const subscribeBodySchema = z.object({
  plan: z.enum(paidPlanIds, { error: `must be one of ${paidPlanIds.join(", ")}` }),
});
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

/** One recorded interest in a plan, as admins read it. */
export const subscriptionIntentSchema = z.object({
  intent_id: z.string(),
  plan: z.enum(planIds),
  user_id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** The plan the user was on when they chose (users.plan). */
  user_plan: z.string(),
  created_at: z.string(),
});
export type SubscriptionIntent = z.infer<typeof subscriptionIntentSchema>;

/** GET /api/users/subscribe (admins): the newest intents, and how many each plan has drawn in all. */
export const subscriptionIntentListSchema = z.object({
  intents: z.array(subscriptionIntentSchema),
  totals: z.record(z.enum(planIds), z.number().int().nonnegative()),
});
export type SubscriptionIntentList = z.infer<typeof subscriptionIntentListSchema>;

/**
 * POST /api/newsletter/subscribe. `website` is the honeypot: hidden from people, so only a bot fills it,
 * and such a sign-up is answered like any other and dropped.
 */
export const newsletterSubscribeBodySchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "must be at most 254 characters")
    .toLowerCase()
    .pipe(z.email({ error: "must be a valid email address" })),
  website: z.string().max(2000).optional(),
});
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBodySchema>;

export const newsletterSubscribedSchema = z.object({ subscribed: z.literal(true) });
export type NewsletterSubscribed = z.infer<typeof newsletterSubscribedSchema>;
