import { listSourceStates } from "@tradewire/db";
import type { JobContext } from "../job-context";
import { sourcesOf } from "./news-services";
import type { FeedMode } from "@tradewire/core/wire-constants";

/** Live sources unless configured otherwise; the replay set as a fallback while every live source fails and none ever succeeded. */
export async function currentFeedMode({ config, database }: Pick<JobContext, "config" | "database">): Promise<FeedMode> {
  if (config.SOURCES !== "live") return config.SOURCES;
  const sources = sourcesOf(config);
  const states = new Map((await listSourceStates(database.db)).map((state) => [state.sourceId, state]));
  const everyLiveSourceFailing =
    sources.length > 0 &&
    sources.every((source) => {
      const state = states.get(source.id);
      return state?.lastErrorAt && !state.lastSuccessAt;
    });
  return everyLiveSourceFailing ? "fallback" : "live";
}
