import type { CurrentUser } from "@tradewire/core";
import type { UserRow } from "../repositories/users";

/** GET /api/users/me: the signed-in user, ids as strings. */
export function presentUser(user: UserRow): CurrentUser {
  return {
    user_id: String(user.id),
    email: user.email,
    name: user.name,
    user_role: user.userRole,
    plan: user.plan,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}
