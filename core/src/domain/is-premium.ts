/** Premium features (editing alerts' conditions, running them, their delivery log): paying plans, and admins. */
export function isPremium(plan: string | null | undefined, role: string | null | undefined): boolean {
  return role === "admin" || plan === "premium" || plan === "lifetime";
}

/** How many alerts a plan may keep: a few to try the engine on the free plan, a desk's worth on premium. */
export const ALERT_LIMITS = { free: 3, premium: 200 } as const;

export function alertLimitOf(plan: string | null | undefined, role: string | null | undefined): number {
  return isPremium(plan, role) ? ALERT_LIMITS.premium : ALERT_LIMITS.free;
}
