import type { JobName } from "@tradewire/core";
import type { JobDefinition } from "./job-definition";
import { buildReportJob } from "./jobs/build-report";
import { ingestNews } from "./jobs/ingest-news";
import { publishHeartbeat } from "./jobs/publish-heartbeat";
import { refreshReports } from "./jobs/refresh-reports";
import { replayNews } from "./jobs/replay-news";

/** Every job, listed once; a job name without an entry here fails the type check. */
export const jobRegistry: { [N in JobName]: JobDefinition<N> } = {
  "publish-heartbeat": publishHeartbeat,
  "ingest-news": ingestNews,
  "replay-news": replayNews,
  "build-report": buildReportJob,
  "refresh-reports": refreshReports,
};

export const jobDefinitions = Object.values(jobRegistry) as JobDefinition[];
