import type { EventPayload } from "@tradewire/core/schemas/events";
import { createEventChannel } from "./event-channel";

const reportUpdated = createEventChannel<EventPayload<"report.updated">>();

/** Lets an open Stock Report modal (and the feed) follow report updates; returns the unfollow function. */
export const onReportUpdated = reportUpdated.follow;
/** Called by the socket for every `report.updated` it receives. */
export const publishReportUpdated = reportUpdated.publish;
