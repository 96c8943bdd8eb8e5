import { currentUserSchema } from "@tradewire/core";
import { presentUser } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";

export function userRoutes(_deps: AppDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: "get",
      path: "/api/users/me",
      summary: "The signed-in user, created on first sight (user_role is read by the UI)",
      access: "member",
      answers: { 200: currentUserSchema },
      handler: ({ user }) => reply(200, presentUser(user)),
    }),
  ];
}
