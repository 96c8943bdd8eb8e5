import type { EventPayload } from "@tradewire/core/schemas/events";
import { createEventChannel } from "./event-channel";

const articleUpdated = createEventChannel<EventPayload<"article.updated">>();

/** Lets a store follow changes to stories it shows (an editor's impact, a re-classification); returns the unfollow function. */
export const onArticleUpdated = articleUpdated.follow;
/** Called by the socket for every `article.updated` it receives. */
export const publishArticleUpdated = articleUpdated.publish;
