import { isPremium } from "@tradewire/core";
import type { UserRow } from "@tradewire/db";
import { HttpError } from "../../http/http-error";

/** The dashboard sends free users to /billing for these actions; the server refuses them too. */
export function requirePremium(user: Pick<UserRow, "plan" | "userRole">, action: string): void {
  if (!isPremium(user.plan, user.userRole)) throw new HttpError(403, `${action} needs a premium plan; see /billing`);
}
