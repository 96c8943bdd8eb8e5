import type { QuotesUpdated } from "@tradewire/core/schemas/quotes";
import { createEventChannel } from "./event-channel";

const quotesUpdated = createEventChannel<QuotesUpdated>();

/** Lets the quotes store follow `quote.updated` pushes (members only); returns the unfollow function. */
export const onQuotesUpdated = quotesUpdated.follow;
/** Called by the socket for every `quote.updated` it receives. */
export const publishQuotesUpdated = quotesUpdated.publish;
