import type { PredictionMarket } from "@tradewire/core/schemas/markets";
import { createEventChannel } from "./event-channel";

const marketChanged = createEventChannel<PredictionMarket>();

/** Lets the markets table follow new and changed markets (market.created and market.updated); returns the unfollow function. */
export const onMarketChanged = marketChanged.follow;
/** Called by the socket for every `market.created` and `market.updated` it receives. */
export const publishMarketChanged = marketChanged.publish;
