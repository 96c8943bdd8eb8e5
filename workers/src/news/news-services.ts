import type { Classifier } from "@tradewire/core/domain/classify/index";
import { loadClassifier } from "../classification/load-classifier";
import { createIngestor, type Ingestor } from "../ingest/ingest-articles";
import type { JobContext } from "../job-context";
import { sourcesOf, type SourceDefinition } from "@tradewire/platform";

export interface NewsServices {
  sources: SourceDefinition[];
  classifier: Classifier;
  ingestor: Ingestor;
}

const servicesByContext = new WeakMap<JobContext, NewsServices>();

/** The news feature's services, built on first use from the job context and kept with it. */
export function newsServicesOf(context: JobContext): NewsServices {
  let services = servicesByContext.get(context);
  if (!services) {
    const classifier = loadClassifier();
    services = {
      sources: sourcesOf(context.config),
      classifier,
      ingestor: createIngestor({ db: context.database.db, publish: context.publish, classifier }),
    };
    servicesByContext.set(context, services);
  }
  return services;
}
