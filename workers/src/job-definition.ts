import { jobPayloadSchemas, type JobName, type JobPayload } from "@tradewire/core";
import type { AppConfig } from "@tradewire/core/schemas/config";
import type { ZodType } from "zod";
import type { JobContext } from "./job-context";

/** How long to wait before the next attempt of a failed job. */
export type Backoff =
  | { type: "fixed"; delayMs: number }
  /** delayMs, then twice that, four times, ... */
  | { type: "exponential"; delayMs: number }
  /** One delay per retry, in order; the last repeats if attempts outnumber it (a webhook's schedule over hours). */
  | { type: "list"; delaysMs: readonly number[] };

export interface JobPolicy<N extends JobName = JobName> {
  /** Tries in all, the first included. */
  attempts: number;
  backoff: Backoff;
  /** An attempt running longer fails with a timeout (and is retried like any failure). */
  timeoutMs: number;
  /**
   * Jobs with the same key are one job while one is waiting, delayed or running: enqueueing it again
   * adds nothing. Without a key every enqueue adds a job.
   */
  dedupKey?: (payload: JobPayload<N>) => string;
}

export interface JobSchedule<N extends JobName = JobName> {
  /** Interval between runs, read from the configuration once at start. */
  everyMs: (config: AppConfig) => number;
  payload: JobPayload<N>;
}

/** What a running attempt knows about itself. */
export interface JobAttempt {
  /** 1 for the first try. */
  attempt: number;
  /** Aborted when the attempt times out: long work should stop then. */
  signal: AbortSignal;
}

export interface JobDefinition<N extends JobName = JobName> extends JobPolicy<N> {
  name: N;
  schema: ZodType<JobPayload<N>>;
  handler(payload: JobPayload<N>, context: JobContext, attempt: JobAttempt): Promise<void>;
  /** Recurring jobs run on this schedule: timers in embedded mode, BullMQ job schedulers in scaled mode. */
  schedule?: JobSchedule<N>;
}

/** Most jobs: three tries a second apart, then two, and a minute per try. */
export const defaultJobPolicy = {
  attempts: 3,
  backoff: { type: "exponential", delayMs: 1_000 },
  timeoutMs: 60_000,
} as const satisfies JobPolicy;

/** Ties a handler to its payload schema from the contract, so enqueue and run agree on the shape. */
export function defineJob<N extends JobName>(
  name: N,
  definition: Omit<JobDefinition<N>, "name" | "schema" | keyof JobPolicy> & Partial<JobPolicy<N>>,
): JobDefinition<N> {
  return {
    name,
    schema: jobPayloadSchemas[name] as unknown as ZodType<JobPayload<N>>,
    ...defaultJobPolicy,
    ...definition,
  };
}
