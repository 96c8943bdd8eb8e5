import type { ImpactModel, TickerIndex } from "@tradewire/core/domain/classify/index";
import { loadImpactModel } from "../classification/impact-model-file";
import { loadTickerIndex } from "../classification/ticker-dictionary";
import { createIngestor, type Ingestor } from "../ingest/ingest-articles";
import type { JobContext } from "../job-context";
import { sourcesOf, type SourceDefinition } from "@tradewire/platform";

export interface NewsServices {
  sources: SourceDefinition[];
  tickerIndex: TickerIndex;
  /** The committed impact model (null before the first training: the rubric rules alone). */
  impactModel: ImpactModel | null;
  ingestor: Ingestor;
}

const servicesByContext = new WeakMap<JobContext, NewsServices>();

/** The news feature's services, built on first use from the job context and kept with it. */
export function newsServicesOf(context: JobContext): NewsServices {
  let services = servicesByContext.get(context);
  if (!services) {
    const tickerIndex = loadTickerIndex();
    const impactModel = loadImpactModel();
    services = {
      sources: sourcesOf(context.config),
      tickerIndex,
      impactModel,
      ingestor: createIngestor({ db: context.database.db, publish: context.publish, tickerIndex, impactModel }),
    };
    servicesByContext.set(context, services);
  }
  return services;
}
