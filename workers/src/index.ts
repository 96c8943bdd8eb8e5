export type { JobContext } from "./job-context";
export { createJobRegistry, jobDefinitions, jobRegistry } from "./job-registry";
export { createBullmqQueue, createBullmqRunner } from "./runners/bullmq-runner";
export { createInlineRunner } from "./runners/inline-runner";
export type { JobRunner } from "./runners/job-runner";
export { createStreamPush } from "./realtime/stream-publisher";
export { startWorkers } from "./start-workers";
export { createJobSystem, type JobSystem, type JobSystemOptions } from "./create-job-system";

export { defineProcessor, type ProcessorDefinition } from "./events/processor-definition";
export { newsServicesOf } from "./news/news-services";
export { ensureTickerDictionary } from "./classification/ensure-ticker-dictionary";
