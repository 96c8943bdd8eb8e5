import { subscriptionIntentListSchema, type PaidPlanId } from "@tradewire/core/schemas/billing";
import { currentUserSchema } from "@tradewire/core/schemas/api";
import { apiRequest } from "../../api/client";

/** Records interest in a paid plan (spec section 7); answers the user. */
export const subscribeToPlan = (plan: PaidPlanId) => apiRequest("/api/users/subscribe", { method: "POST", body: { plan }, schema: currentUserSchema });

/** Admins: the recorded intents, newest first, and each plan's total. */
export const fetchSubscriptionIntents = (signal?: AbortSignal) => apiRequest("/api/users/subscribe", { schema: subscriptionIntentListSchema, signal });
