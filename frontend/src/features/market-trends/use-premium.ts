import { isPremium } from "@tradewire/core/domain/is-premium";
import { useAuthStore } from "../../stores/auth-store";

/** Premium: the same rule the server applies to the dashboard's premium routes. */
export const usePremium = () => useAuthStore((s) => isPremium(s.profile?.plan, s.profile?.user_role));
