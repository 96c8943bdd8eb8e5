import type { AppConfig, JobQueue, Publish } from "@tradewire/core";
import type { DatabaseHandle } from "@tradewire/db";
import type { Logger } from "pino";
import { ensureTickerDictionary } from "./classification/ensure-ticker-dictionary";
import { loadTickerIndex } from "./classification/ticker-dictionary";
import { createIngestor } from "./ingest/ingest-articles";
import type { JobContext } from "./job-context";
import { loadSourceDefinitions } from "./sources/index";

/**
 * Builds what jobs share, once per process. `publish` and `jobs` are late-bound because the socket
 * server and the runner that provide them are built from this context.
 */
export async function createJobContext(options: {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
  publish: () => Publish;
  jobs: () => JobQueue;
}): Promise<JobContext> {
  const { config, database, logger } = options;
  await ensureTickerDictionary(database.db);
  const publish: Publish = (event, payload) => options.publish()(event, payload);
  const tickerIndex = loadTickerIndex();
  return {
    config,
    database,
    logger,
    publish,
    jobs: {
      get kind() {
        return options.jobs().kind;
      },
      enqueue: (name, payload, enqueueOptions) => options.jobs().enqueue(name, payload, enqueueOptions),
      run: (name, payload, runOptions) => options.jobs().run(name, payload, runOptions),
    },
    sources: loadSourceDefinitions(config.SOURCES_FILE),
    tickerIndex,
    ingestor: createIngestor({ db: database.db, publish, tickerIndex }),
  };
}
