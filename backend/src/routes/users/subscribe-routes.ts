import { currentUserSchema, subscribeBodySchema, subscriptionIntentListSchema, type SubscriptionIntent } from "@tradewire/core";
import { countSubscriptionIntents, listSubscriptionIntents, presentUser, recordSubscriptionIntent, type SubscriptionIntentWithUser } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";

/** The admin page lists this many of the newest intents; the totals count them all. */
const LISTED_INTENTS = 500;

function presentSubscriptionIntent(intent: SubscriptionIntentWithUser): SubscriptionIntent {
  return {
    intent_id: String(intent.id),
    plan: intent.planId,
    user_id: String(intent.userId),
    email: intent.email,
    name: intent.name,
    user_plan: intent.userPlan,
    created_at: intent.createdAt.toISOString(),
  };
}

/** The billing page's plan choice (spec sections 2 and 7): interest is recorded, nobody is charged. */
export function subscribeRoutes({ database }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  return [
    defineRoute({
      method: "post",
      path: "/api/users/subscribe",
      summary: "Records the caller's interest in a paid plan and answers the user (the plan itself does not change)",
      access: "member",
      rateLimit: { max: 20, windowMs: 60_000 },
      body: subscribeBodySchema,
      answers: { 200: currentUserSchema },
      handler: async ({ body, user }) => {
        await recordSubscriptionIntent(db, user.id, body.plan);
        return reply(200, presentUser(user));
      },
    }),
    defineRoute({
      method: "get",
      path: "/api/users/subscribe",
      summary: `Admins: the newest ${LISTED_INTENTS} subscription intents with their users, and each plan's total`,
      access: "admin",
      answers: { 200: subscriptionIntentListSchema },
      handler: async () => {
        const [intents, totals] = await Promise.all([listSubscriptionIntents(db, LISTED_INTENTS), countSubscriptionIntents(db)]);
        return reply(200, { intents: intents.map(presentSubscriptionIntent), totals });
      },
    }),
  ];
}
