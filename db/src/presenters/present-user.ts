import type { AdminUser, CurrentUser } from "@tradewire/core";
import type { AdminUserRecord, UserRow } from "../repositories/users";

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

/** A user on the admins' Users page. */
export function presentAdminUser(user: AdminUserRecord): AdminUser {
  return { ...presentUser(user), last_seen_at: user.lastSeenAt?.toISOString() ?? null, alerts: user.alerts, channels: user.channels };
}
