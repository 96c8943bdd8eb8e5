import type { AppConfig, Publish } from "@tradewire/core";
import type { DatabaseHandle } from "@tradewire/db";
import type { Logger } from "pino";

/** What a job handler may use; the same in the inline runner and in a worker process. */
export interface JobContext {
  config: AppConfig;
  database: DatabaseHandle;
  publish: Publish;
  logger: Logger;
}
