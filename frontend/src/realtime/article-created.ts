import type { EventPayload } from "@tradewire/core/schemas/events";
import { createEventChannel } from "./event-channel";

const articleCreated = createEventChannel<EventPayload<"article.created">>();

/** Lets a store follow new stories; returns the unfollow function. */
export const onArticleCreated = articleCreated.follow;
/** Called by the socket for every `article.created` it receives. */
export const publishArticleCreated = articleCreated.publish;
