import { scorecardSchema } from "@tradewire/core";
import { presentScorecard, scorecardFigures } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";

/** The impact tag's public report card (issue: reactions and moves): everyone sees it by impact, members by tag and source too. */
export function scorecardRoutes({ database, caches }: AppDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: "get",
      path: "/api/scorecard",
      summary: "What prices did after HIGH, MID and LOW stories: per horizon, the reactions measured, their median |abnormal return| and the shares beyond 1σ and 2σ; members also by topic tag and by source. And what scheduled releases moved (5 and 30 minutes, per kind of instrument): by importance, and for members by beat, miss or in line and by the surprise's size",
      access: "optional",
      answers: { 200: scorecardSchema },
      // Shared by every member, and by every visitor, until a story changes (a reaction stored pushes its story) or a release gains a reaction (calendar.updated).
      cache: { answers: caches.news, keyOf: ({ user }) => `scorecard:${user ? "member" : "visitor"}`, cacheControl: "private, no-cache" },
      handler: async ({ user }) => reply(200, presentScorecard(await scorecardFigures(database.db, { detailed: Boolean(user) }))),
    }),
  ];
}
