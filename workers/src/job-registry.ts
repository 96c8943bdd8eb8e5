import type { JobName } from "@tradewire/core";
import type { JobDefinition } from "./job-definition";
import { ingestNews } from "./jobs/ingest-news";
import { publishHeartbeat } from "./jobs/publish-heartbeat";
import { replayNews } from "./jobs/replay-news";

/** Every job, listed once; a job name without an entry here fails the type check. */
export const jobRegistry: { [N in JobName]: JobDefinition<N> } = {
  "publish-heartbeat": publishHeartbeat,
  "ingest-news": ingestNews,
  "replay-news": replayNews,
};

export const jobDefinitions = Object.values(jobRegistry) as JobDefinition[];
