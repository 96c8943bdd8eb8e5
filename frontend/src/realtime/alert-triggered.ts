import type { EventPayload } from "@tradewire/core/schemas/events";
import { createEventChannel } from "./event-channel";

const alertTriggered = createEventChannel<EventPayload<"alert.triggered">>();

/** Lets the in-app alert follow the user's alert.triggered pushes; returns the unfollow function. */
export const onAlertTriggered = alertTriggered.follow;
/** Called by the socket for every `alert.triggered` it receives (only the owner's sockets get them). */
export const publishAlertTriggered = alertTriggered.publish;
