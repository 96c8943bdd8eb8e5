import type { JobName } from "@tradewire/core";
import type { JobDefinition } from "./job-definition";
import { publishHeartbeat } from "./jobs/publish-heartbeat";

/** Every job, listed once; a job name without an entry here fails the type check. */
export const jobRegistry: { [N in JobName]: JobDefinition<N> } = {
  "publish-heartbeat": publishHeartbeat,
};

export const jobDefinitions = Object.values(jobRegistry) as JobDefinition[];
