import { randomUUID } from "node:crypto";
import { parseEvent, type JobQueue, type JobRequest, type Publish } from "@tradewire/core";
import type { EmittedEvent, PushEvents } from "@tradewire/core";
import type { ProcessorDefinition } from "./processor-definition";

export interface EventBusOptions {
  push: PushEvents;
  /** Late-bound: the runner that provides it is built from a context that holds this bus. */
  jobs: () => JobQueue;
  processors: readonly ProcessorDefinition[];
}

/**
 * The domain-event step. Code that has committed a write calls `publish(event, payload)` once; the
 * payload is validated against the event's contract, then pushed to the sockets and handed to every
 * processor subscribed to that event as a `process-event` job. Events published in the same tick (a
 * batch of stories) travel together: one push call and one bulk enqueue for the lot.
 */
export function createEventBus({ push, jobs, processors }: EventBusOptions): Publish {
  let pending: EmittedEvent[] = [];
  let flushed: Promise<void> | undefined;

  const flush = async () => {
    const batch = pending;
    pending = [];
    flushed = undefined;
    const requests: JobRequest[] = batch.flatMap(({ id, event, payload }) =>
      processors
        .filter((processor) => processor.event === event)
        .map((processor) => ({ name: "process-event" as const, payload: { processor: processor.name, event, eventId: id, payload } })),
    );
    await Promise.all([push(batch), requests.length ? jobs().enqueueMany(requests) : undefined]);
  };

  return async (event, payload) => {
    pending.push({ id: randomUUID(), event, payload: parseEvent(event, payload) });
    flushed ??= new Promise<void>((resolve) => setImmediate(resolve)).then(flush);
    await flushed;
  };
}
