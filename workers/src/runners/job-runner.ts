import type { JobQueue } from "@tradewire/core";
import { ZodError } from "zod";
import type { JobContext } from "../job-context";
import type { JobDefinition } from "../job-definition";
import { JobTimeoutError, PermanentJobError } from "./job-errors";

/** A queue that also runs jobs: inline in this process, or BullMQ workers on Redis. */
export interface JobRunner extends JobQueue {
  /** Starts executing jobs and the schedules of recurring ones. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface RunnerOptions {
  context: JobContext;
  definitions: readonly JobDefinition[];
}

/**
 * One attempt, counted in the job metrics (attempts, failures and run time by job) the same way in both runners.
 * See attemptOnce.
 */
export async function runAttempt(definition: JobDefinition, payload: unknown, context: JobContext, attempt: number): Promise<void> {
  const job = { job: definition.name };
  const { jobAttempts, jobFailures, jobDuration } = context.metrics;
  jobAttempts.inc(job);
  const stop = jobDuration.startTimer(job);
  try {
    await attemptOnce(definition, payload, context, attempt);
  } catch (error) {
    jobFailures.inc(job);
    throw error;
  } finally {
    stop();
  }
}

/**
 * Parses the payload with the job's schema (jobs stored in Redis outlive deploys; a payload that no longer
 * fits is a permanent failure, never retried), then runs the handler under the job's timeout.
 */
async function attemptOnce(definition: JobDefinition, payload: unknown, context: JobContext, attempt: number): Promise<void> {
  let parsed: unknown;
  try {
    parsed = definition.schema.parse(payload);
  } catch (error) {
    throw new PermanentJobError(`Payload of '${definition.name}' does not match its schema: ${error instanceof ZodError ? error.message : String(error)}`, { cause: error });
  }
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new JobTimeoutError(definition.name, definition.timeoutMs);
      controller.abort(error);
      reject(error);
    }, definition.timeoutMs);
  });
  try {
    await Promise.race([definition.handler(parsed as never, context, { attempt, signal: controller.signal }), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export function definitionOf(definitions: readonly JobDefinition[], name: string): JobDefinition {
  const definition = definitions.find((candidate) => candidate.name === name);
  if (!definition) throw new Error(`Unknown job '${name}'`);
  return definition;
}

/** Checks a payload before it is queued: a producer's mistake fails at the producer, not later on a worker. */
export function checkedPayload(definitions: readonly JobDefinition[], name: string, payload: unknown) {
  const definition = definitionOf(definitions, name);
  definition.schema.parse(payload);
  return { definition, dedupKey: definition.dedupKey ? `${name}:${definition.dedupKey(payload as never)}` : undefined };
}
