import type { EventPayload } from "@tradewire/core";

type ReportUpdate = EventPayload<"report.updated">;
type Listener = (update: ReportUpdate) => void;

const listeners = new Set<Listener>();

/** Lets an open Stock Report modal follow its article's report; returns the unfollow function. */
export function onReportUpdated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the socket for every `report.updated` it receives. */
export function publishReportUpdated(update: ReportUpdate): void {
  for (const listener of listeners) listener(update);
}
