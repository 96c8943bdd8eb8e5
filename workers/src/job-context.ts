import type { JobQueue, Publish } from "@tradewire/core";
import type { AppConfig } from "@tradewire/core/schemas/config";
import type { DatabaseHandle } from "@tradewire/db";
import type { Logger } from "pino";
import type { WorkerMetrics } from "./worker-metrics";

/**
 * Infrastructure a job handler may use; the same in the inline runner and in a worker process. Each
 * feature builds its own services from it (see news/news-services.ts), so nothing feature-specific is
 * built at start-up, and a process that runs no news job never loads the ticker index.
 */
export interface JobContext {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
  /** Emits a domain event once its write has committed: pushed to the sockets and handed to its processors. */
  publish: Publish;
  /** Lets a job start other jobs. */
  jobs: JobQueue;
  /** The series jobs count in, registered in the process's registry. */
  metrics: WorkerMetrics;
}
