/** Premium features (editing, pausing and running alerts, their delivery log): paying plans, and admins. */
export function isPremium(plan: string | null | undefined, role: string | null | undefined): boolean {
  return role === "admin" || plan === "premium" || plan === "lifetime";
}
