import type { AppConfig, JobQueue, Publish } from "@tradewire/core";
import type { TickerIndex } from "@tradewire/core/domain/classify/index";
import type { DatabaseHandle } from "@tradewire/db";
import type { Logger } from "pino";
import type { Ingestor } from "./ingest/ingest-articles";
import type { SourceDefinition } from "./sources/index";

/** What a job handler may use; the same in the inline runner and in a worker process. */
export interface JobContext {
  config: AppConfig;
  database: DatabaseHandle;
  publish: Publish;
  /** Lets a job start another one at once (the runner is built after the context). */
  jobs: JobQueue;
  logger: Logger;
  sources: SourceDefinition[];
  tickerIndex: TickerIndex;
  ingestor: Ingestor;
}
