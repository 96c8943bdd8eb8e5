import { alertLimitOf, isPremium } from "@tradewire/core/domain/is-premium";
import { useAuthStore } from "../../stores/auth-store";
import { useAlertsStore } from "./alerts-store";

/**
 * The sentence New Alert shows when the user already has as many alerts as their plan allows (the server's
 * words, from the same numbers), or null while there is room or the list is not loaded yet.
 */
export function useAlertLimitReached(): string | null {
  const count = useAlertsStore((s) => (s.status === "loaded" ? s.alerts.length : null));
  const plan = useAuthStore((s) => s.profile?.plan);
  const role = useAuthStore((s) => s.profile?.user_role);
  const limit = alertLimitOf(plan, role);
  if (count === null || count < limit) return null;
  return isPremium(plan, role) ? `${count} of ${limit} alerts` : `${count} of ${limit} alerts on the free plan`;
}
