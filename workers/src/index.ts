export type { JobContext } from "./job-context";
export { jobDefinitions, jobRegistry } from "./job-registry";
export { createBullmqRunner } from "./runners/bullmq-runner";
export { createInlineRunner } from "./runners/inline-runner";
export type { JobRunner } from "./runners/job-runner";
export { createStreamPublisher } from "./realtime/stream-publisher";
export { startWorkers } from "./start-workers";
export { createJobContext } from "./create-job-context";
