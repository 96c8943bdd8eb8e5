import type { Move } from "@tradewire/core";
import { createEventChannel } from "./event-channel";

const moveDetected = createEventChannel<Move>();

/** Lets the moves store follow `move.detected` pushes (members only); returns the unfollow function. */
export const onMoveDetected = moveDetected.follow;
/** Called by the socket for every `move.detected` it receives. */
export const publishMoveDetected = moveDetected.publish;
