import type { AppConfig } from "@tradewire/core";
import type { TickerIndex } from "@tradewire/core/domain/classify/index";
import { loadTickerIndex } from "../classification/ticker-dictionary";
import { createIngestor, type Ingestor } from "../ingest/ingest-articles";
import type { JobContext } from "../job-context";
import { loadSourceDefinitions, type SourceDefinition } from "../sources/index";

export interface NewsServices {
  sources: SourceDefinition[];
  tickerIndex: TickerIndex;
  ingestor: Ingestor;
}

const sourcesByFile = new Map<string, SourceDefinition[]>();
const servicesByContext = new WeakMap<JobContext, NewsServices>();

/** The live sources of SOURCES_FILE, read and checked once per process. */
export function sourcesOf(config: Pick<AppConfig, "SOURCES_FILE">): SourceDefinition[] {
  const key = config.SOURCES_FILE ?? "";
  let sources = sourcesByFile.get(key);
  if (!sources) sourcesByFile.set(key, (sources = loadSourceDefinitions(config.SOURCES_FILE)));
  return sources;
}

/** The news feature's services, built on first use from the job context and kept with it. */
export function newsServicesOf(context: JobContext): NewsServices {
  let services = servicesByContext.get(context);
  if (!services) {
    const tickerIndex = loadTickerIndex();
    services = {
      sources: sourcesOf(context.config),
      tickerIndex,
      ingestor: createIngestor({ db: context.database.db, publish: context.publish, tickerIndex }),
    };
    servicesByContext.set(context, services);
  }
  return services;
}
