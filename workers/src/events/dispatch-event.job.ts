import { isEventName } from "@tradewire/core";
import { processEventRequests } from "@tradewire/platform";
import { subscribersOf, type ProcessorDefinition } from "./processor-definition";
import { defineJob } from "../job-definition";
import { PermanentJobError } from "../runners/job-errors";

/**
 * Hands an event an API node published to the processors subscribed to it: the same process-event jobs the
 * event bus of a worker queues itself, so a processor meets the editor's changes and the workers' alike.
 */
export function dispatchEventJob(processors: readonly ProcessorDefinition[]) {
  const subscribers = subscribersOf(processors);
  return defineJob("dispatch-event", {
    dedupKey: ({ eventId }) => eventId,
    handler: async ({ event, eventId, payload }, context) => {
      if (!isEventName(event)) throw new PermanentJobError(`No event '${event}'`);
      const requests = processEventRequests([{ id: eventId, event, payload: payload as never }], subscribers);
      if (requests.length) await context.jobs.enqueueMany(requests);
    },
  });
}
