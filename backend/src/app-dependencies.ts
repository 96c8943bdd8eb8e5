import type { JobQueue, Publish } from "@tradewire/core";
import type { AppConfig } from "@tradewire/core/schemas/config";
import type { DatabaseHandle } from "@tradewire/db";
import type { ReadCaches } from "./caches/read-caches";
import type { Authenticator } from "./middlewares/authenticate";
import type { HealthMonitor } from "./routes/health/health-monitor";
import type { Logger } from "./logger";

/** What every route module may use; built once by createServer. */
export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  jobs: JobQueue;
  auth: Authenticator;
  logger: Logger;
  version: string;
  /** Pushes an event to the open screens from this API process (an editor's change). */
  publish: Publish;
  /** The hot reads' answers, kept as bytes until an event makes them stale. */
  caches: ReadCaches;
  /** The latest background check of the database (and Redis). */
  health: HealthMonitor;
}
