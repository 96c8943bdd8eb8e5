import type { UserRow } from "@tradewire/db";
import { HttpError } from "../../http/http-error";

/** Premium features: paying plans, and admins. */
export const isPremium = (user: Pick<UserRow, "plan" | "userRole">) => user.userRole === "admin" || user.plan === "premium" || user.plan === "lifetime";

/** The dashboard sends free users to /billing for these actions; the server refuses them too. */
export function requirePremium(user: Pick<UserRow, "plan" | "userRole">, action: string): void {
  if (!isPremium(user)) throw new HttpError(403, `${action} needs a premium plan; see /billing`);
}
