import { adminUsersSchema } from "@tradewire/core/schemas/admin-users";
import { currentUserSchema } from "@tradewire/core/schemas/api";
import type { Plan } from "@tradewire/core/wire-constants";
import { apiRequest } from "../../api/client";

/** Admins: every user, the newest sign-up first (GET /api/admin/users). */
export const fetchAdminUsers = (signal?: AbortSignal) => apiRequest("/api/admin/users", { schema: adminUsersSchema, signal });

/** Admins: sets a user's plan; answers the user's profile as saved (PUT /api/admin/users/:id/plan). */
export const putUserPlan = (userId: string, plan: Plan) =>
  apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/plan`, { method: "PUT", body: { plan }, schema: currentUserSchema });
