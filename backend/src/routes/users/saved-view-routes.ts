import { SAVED_VIEW_SLOTS, savedViewInputSchema, savedViewParamsSchema, savedViewsSchema } from "@tradewire/core";
import { deleteSavedView, listSavedViews, saveView } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";

/** Saved feed views: each member's own, one a key (1 to 9), read and changed by that member alone (the token says whose). */
export function savedViewRoutes({ database }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  const listOf = async (userId: number) => ({ views: await listSavedViews(db, userId) });
  return [
    defineRoute({
      method: "get",
      path: "/api/users/me/views",
      summary: "The caller's saved feed views, by key",
      access: "member",
      answers: { 200: savedViewsSchema },
      handler: async ({ user }) => reply(200, await listOf(user.id)),
    }),
    defineRoute({
      method: "put",
      path: "/api/users/me/views/:slot",
      summary: `Keeps a feed view (its name, and the impacts, sources, tags, tickers and words it filters on) under one of the caller's keys, 1 to ${SAVED_VIEW_SLOTS}, replacing the one there. Answers the views`,
      access: "member",
      params: savedViewParamsSchema,
      body: savedViewInputSchema,
      answers: { 200: savedViewsSchema },
      handler: async ({ user, params: { slot }, body }) => {
        await saveView(db, user.id, slot, body);
        return reply(200, await listOf(user.id));
      },
    }),
    defineRoute({
      method: "delete",
      path: "/api/users/me/views/:slot",
      summary: "Forgets the caller's view under one key (an empty key stays empty). Answers the views",
      access: "member",
      params: savedViewParamsSchema,
      answers: { 200: savedViewsSchema },
      handler: async ({ user, params: { slot } }) => {
        await deleteSavedView(db, user.id, slot);
        return reply(200, await listOf(user.id));
      },
    }),
  ];
}
