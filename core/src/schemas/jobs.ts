import { z } from "zod";

/** Payload schemas of every job, named verb-noun. Jobs in Redis outlive deploys: workers parse before running. */
export const jobPayloadSchemas = {
  "publish-heartbeat": z.object({}),
  "ingest-news": z.object({}),
  "replay-news": z.object({}),
  "build-report": z.object({ articleId: z.number().int().positive() }),
  "refresh-reports": z.object({}),
} as const;

export type JobName = keyof typeof jobPayloadSchemas;
export type JobPayload<N extends JobName> = z.infer<(typeof jobPayloadSchemas)[N]>;

export interface EnqueueOptions {
  /** Deduplicates: a job with the same id that is still waiting is not added twice. */
  jobId?: string;
  delayMs?: number;
}

/** What producers (API routes, other jobs) see of the job system. */
export interface JobQueue {
  readonly kind: "inline" | "bullmq";
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options?: EnqueueOptions): Promise<void>;
  /** Runs a job and settles when it has finished, rejecting with its failure: for answers that wait for the work. */
  run<N extends JobName>(name: N, payload: JobPayload<N>, options?: { timeoutMs?: number }): Promise<void>;
}
