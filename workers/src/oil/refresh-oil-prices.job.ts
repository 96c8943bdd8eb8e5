import { OIL_SYMBOL } from "@tradewire/core";
import { defineJob } from "../job-definition";
import { keepLastSession } from "./keep-last-session";
import { minuteBarSourceFor } from "./minute-bar-source-for";

/** The chart shows 1-minute bars: a minute is as stale as it may get. */
const REFRESH_EVERY_MS = 60_000;

/**
 * Keeps the last trading session's 1-minute USO bars for the Middle East view's oil chart, from Yahoo or,
 * when the feed is replayed, from the replay paths (PRICE_SOURCE decides, as for the stock reports). Runs
 * at start and every minute; the next run is the retry, so a failed run is not tried again.
 */
export const refreshOilPrices = defineJob("refresh-oil-prices", {
  schedule: { everyMs: () => REFRESH_EVERY_MS, payload: {} },
  attempts: 1,
  timeoutMs: 30_000,
  dedupKey: () => "oil",
  handler: async (_payload, context) => {
    const source = await minuteBarSourceFor(context);
    const kept = await keepLastSession({ db: context.database.db, source, symbol: OIL_SYMBOL });
    if (!kept) context.logger.warn({ source: source.name }, "no recent trading session has oil prices");
  },
});
