import type { JobQueue } from "@tradewire/core";
import type { JobContext } from "../job-context";
import type { JobDefinition } from "../job-definition";

/** A queue that also runs jobs: inline in this process, or BullMQ workers on Redis. */
export interface JobRunner extends JobQueue {
  /** Starts executing jobs and the schedules of recurring ones. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface RunnerOptions {
  context: JobContext;
  definitions: JobDefinition[];
}

/** Parses the payload with the job's schema before running it: jobs stored in Redis outlive deploys. */
export async function runJob(definition: JobDefinition, payload: unknown, context: JobContext) {
  const parsed = definition.schema.parse(payload);
  await definition.handler(parsed as never, context);
}

export function definitionOf(definitions: JobDefinition[], name: string): JobDefinition {
  const definition = definitions.find((candidate) => candidate.name === name);
  if (!definition) throw new Error(`Unknown job '${name}'`);
  return definition;
}
