import { jobPayloadSchemas, type JobName, type JobPayload } from "@tradewire/core";
import type { ZodType } from "zod";
import type { JobContext } from "./job-context";

export interface JobDefinition<N extends JobName = JobName> {
  name: N;
  schema: ZodType<JobPayload<N>>;
  handler(payload: JobPayload<N>, context: JobContext): Promise<void>;
  /** Recurring jobs run on this interval, from the worker's scheduler. */
  everyMs?: (context: JobContext) => number;
}

/** Ties a handler to its payload schema from the contract, so enqueue and run agree on the shape. */
export function defineJob<N extends JobName>(
  name: N,
  definition: Omit<JobDefinition<N>, "name" | "schema">,
): JobDefinition<N> {
  return { name, schema: jobPayloadSchemas[name] as unknown as ZodType<JobPayload<N>>, ...definition };
}
