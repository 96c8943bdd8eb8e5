import { randomUUID } from "node:crypto";
import { parseEvent, type EmittedEvent, type EventName, type JobQueue, type JobRequest, type Publish, type PushEvents } from "@tradewire/core";
import { currentRequestId, newRequestId, withRequestId } from "../logging/request-id";

export interface EventBusOptions {
  push: PushEvents;
  /** Late-bound: the runner that provides it may be built from a context that holds this bus. */
  jobs: () => JobQueue;
  /**
   * The processors subscribed to an event, by name, where they are known (a process that runs jobs: the
   * embedded app, a worker). Without it (an API node of scaled mode), each event becomes one dispatch-event
   * job, which a worker turns into the same process-event jobs.
   */
  subscribers?: (event: EventName) => readonly string[];
}

/** The process-event jobs of a batch: one per event and subscribed processor, deduplicated by event id and name. */
export function processEventRequests(batch: readonly EmittedEvent[], subscribers: (event: EventName) => readonly string[]): JobRequest[] {
  return batch.flatMap(({ id, event, payload }) =>
    subscribers(event).map((processor) => ({ name: "process-event" as const, payload: { processor, event, eventId: id, payload } })),
  );
}

/**
 * The domain-event step, one in every process (API nodes, workers, the embedded app). Code that has committed
 * a write calls `publish(event, payload)` once; the payload is validated against the event's contract, then
 * pushed to the sockets and handed to every processor subscribed to that event as a `process-event` job
 * (through a dispatch-event job where the subscribers are not known). Events published in the same tick (a
 * batch of stories) travel together: one push call and one bulk enqueue for the lot, or one per request id when
 * several requests or jobs published in that tick, so each event's jobs carry the id of the work that published it.
 */
export function createEventBus({ push, jobs, subscribers }: EventBusOptions): Publish {
  let pending: (EmittedEvent & { requestId: string })[] = [];
  let flushed: Promise<void> | undefined;

  const requestsOf = (batch: readonly EmittedEvent[]): JobRequest[] =>
    subscribers
      ? processEventRequests(batch, subscribers)
      : batch.map(({ id, event, payload }) => ({ name: "dispatch-event" as const, payload: { event, eventId: id, payload } }));

  const flush = async () => {
    const batch = pending;
    pending = [];
    flushed = undefined;
    const events: EmittedEvent[] = [];
    const byRequest = new Map<string, EmittedEvent[]>();
    for (const { requestId, ...emitted } of batch) {
      events.push(emitted);
      const group = byRequest.get(requestId);
      if (group) group.push(emitted);
      else byRequest.set(requestId, [emitted]);
    }
    const enqueued = [...byRequest].map(([requestId, published]) => {
      const requests = requestsOf(published);
      return requests.length ? withRequestId(requestId, () => jobs().enqueueMany(requests)) : undefined;
    });
    await Promise.all([push(events), ...enqueued]);
  };

  return async (event, payload) => {
    pending.push({ id: randomUUID(), event, payload: parseEvent(event, payload), requestId: currentRequestId() ?? newRequestId() });
    flushed ??= new Promise<void>((resolve) => setImmediate(resolve)).then(flush);
    await flushed;
  };
}
