import { listSourceStates } from "@tradewire/db";
import type { JobContext } from "../job-context";
import { sourcesOf } from "@tradewire/platform";
import type { FeedMode } from "@tradewire/core/wire-constants";

/** The platforms the market list is read from while live. */
export const MARKET_SOURCE_IDS = ["polymarket", "kalshi"] as const;

/**
 * Live sources unless configured otherwise; the replay set as a fallback while every one of `sourceIds`
 * fails and none ever succeeded.
 */
async function modeOf({ config, database }: Pick<JobContext, "config" | "database">, sourceIds: readonly string[]): Promise<FeedMode> {
  if (config.SOURCES !== "live") return config.SOURCES;
  const states = new Map((await listSourceStates(database.db)).map((state) => [state.sourceId, state]));
  const everyLiveSourceFailing =
    sourceIds.length > 0 &&
    sourceIds.every((id) => {
      const state = states.get(id);
      return state?.lastErrorAt && !state.lastSuccessAt;
    });
  return everyLiveSourceFailing ? "fallback" : "live";
}

/** Where the news feed comes from now. */
export const currentFeedMode = (context: Pick<JobContext, "config" | "database">) =>
  modeOf(context, sourcesOf(context.config).map((source) => source.id));

/** Where the prediction markets come from now. */
export const currentMarketMode = (context: Pick<JobContext, "config" | "database">) => modeOf(context, MARKET_SOURCE_IDS);

/** The calendar's source state (poll-calendar): where the calendar comes from now. */
export const CALENDAR_SOURCE_ID = "calendar";
export const currentCalendarMode = (context: Pick<JobContext, "config" | "database">) => modeOf(context, [CALENDAR_SOURCE_ID]);
