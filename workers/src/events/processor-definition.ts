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

/** The names of the processors subscribed to each event: what the event bus hands an event to. */
export function subscribersOf(processors: readonly ProcessorDefinition[]): (event: EventName) => readonly string[] {
  const byEvent = new Map<EventName, string[]>();
  for (const processor of processors) byEvent.set(processor.event, [...(byEvent.get(processor.event) ?? []), processor.name]);
  return (event) => byEvent.get(event) ?? [];
}

export function defineProcessor<E extends EventName>(event: E, definition: Omit<ProcessorDefinition<E>, "event">): ProcessorDefinition {
  return { event, ...definition } as unknown as ProcessorDefinition;
}
