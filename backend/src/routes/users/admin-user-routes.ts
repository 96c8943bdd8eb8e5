import { adminUserIdParamsSchema, adminUserPlanBodySchema, adminUsersSchema, currentUserSchema, errorBodySchema } from "@tradewire/core";
import { listUsersForAdmin, presentAdminUser, presentUser, recordInteractionEvent, setUserPlanById } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";

/** Users in the app (issue 29): the admins' list, and a user's plan set by an admin, recorded in the interaction events. */
export function adminUserRoutes({ database }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  return [
    defineRoute({
      method: "get",
      path: "/api/admin/users",
      summary: "Admins: every user with role, plan, sign-up and last-seen times and their alert and channel counts, the newest sign-up first",
      access: "admin",
      answers: { 200: adminUsersSchema },
      handler: async () => reply(200, { users: (await listUsersForAdmin(db)).map(presentAdminUser) }),
    }),
    defineRoute({
      method: "put",
      path: "/api/admin/users/:id/plan",
      summary: "Admins: sets a user's plan (free, premium or lifetime); recorded in the interaction events as admin.plan_set",
      access: "admin",
      params: adminUserIdParamsSchema,
      body: adminUserPlanBodySchema,
      answers: { 200: currentUserSchema, 404: errorBodySchema },
      handler: async ({ params: { id }, body: { plan }, user }) => {
        const changed = await setUserPlanById(db, id, plan);
        if (!changed) throw new HttpError(404, `No user ${id}`);
        await recordInteractionEvent(db, { userId: user.id, name: "admin.plan_set", properties: { user_id: String(id), from: changed.before.plan, to: plan } });
        return reply(200, presentUser(changed.after));
      },
    }),
  ];
}
