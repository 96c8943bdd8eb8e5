import { eventDefinitions, isEventName } from "@tradewire/core";
import type { ProcessorDefinition } from "./processor-definition";
import { defineJob } from "../job-definition";
import { PermanentJobError } from "../runners/job-errors";

/** Runs one processor on one domain event; the event id and processor name make it a job that happens once. */
export function processEventJob(processors: readonly ProcessorDefinition[]) {
  return defineJob("process-event", {
    dedupKey: ({ eventId, processor }) => `${eventId}:${processor}`,
    handler: async ({ processor: name, event, payload }, context) => {
      const processor = processors.find((candidate) => candidate.name === name && candidate.event === event);
      if (!processor || !isEventName(event)) throw new PermanentJobError(`No processor '${name}' for event '${event}'`);
      const parsed = eventDefinitions[event].schema.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError(`Event '${event}' does not match its contract: ${parsed.error.message}`);
      await processor.handle(parsed.data as never, context);
    },
  });
}
