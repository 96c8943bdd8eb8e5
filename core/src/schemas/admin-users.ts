import { z } from "zod";
import { plans } from "../wire-constants";
import { currentUserSchema } from "./api";

/** A user as the admins' Users page lists them: the profile, when they were last seen, their alerts and channels. */
export const adminUserSchema = currentUserSchema.extend({
  /** When a request of theirs was last authenticated, to five minutes; null before it was recorded. */
  last_seen_at: z.string().nullable(),
  alerts: z.number().int(),
  channels: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users: every user, the newest sign-up first. */
export const adminUsersSchema = z.object({ users: z.array(adminUserSchema) });

/** PUT /api/admin/users/:id/plan */
export const adminUserPlanBodySchema = z.object({ plan: z.enum(plans, { error: `plan must be one of ${plans.join(", ")}` }) });
export const adminUserIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, "must be a numeric user id").transform(Number) });
