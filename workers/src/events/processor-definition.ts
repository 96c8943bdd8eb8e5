import type { EventName, EventPayload } from "@tradewire/core";
import type { JobContext } from "../job-context";

/**
 * Reacts to one domain event. Each emitted event becomes one `process-event` job per subscribed
 * processor (deduplicated by event id and processor name), so the work runs once however many API
 * nodes or workers there are, and is retried on failure like any job. A processor typically decides
 * what to do and enqueues the jobs that do it.
 */
export interface ProcessorDefinition<E extends EventName = EventName> {
  /** kebab-case, unique: part of the job's deduplication key. */
  name: string;
  event: E;
  handle(payload: EventPayload<E>, context: JobContext): Promise<void>;
}

export function defineProcessor<E extends EventName>(event: E, definition: Omit<ProcessorDefinition<E>, "event">): ProcessorDefinition {
  return { event, ...definition } as unknown as ProcessorDefinition;
}
