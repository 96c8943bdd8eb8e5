import type { JobQueue } from "@tradewire/core";

/** A queue for contexts whose jobs never start other jobs (benchmarks, single-job tests). */
export const idleJobQueue: JobQueue = {
  kind: "inline",
  enqueue: async () => {},
  enqueueMany: async () => {},
  run: async () => {},
};
