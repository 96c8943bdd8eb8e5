export type { JobContext } from "./job-context";
export { jobDefinitions } from "./job-registry";
export { createBullmqQueue } from "./runners/bullmq-runner";
export { startWorkers } from "./start-workers";
export { createJobSystem, type JobSystem, type JobSystemOptions } from "./create-job-system";
export { defineProcessor, type ProcessorDefinition } from "./events/processor-definition";
export { newsServicesOf } from "./news/news-services";
export { ensureTickerDictionary } from "./classification/ensure-ticker-dictionary";
