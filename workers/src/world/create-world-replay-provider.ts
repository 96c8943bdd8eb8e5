import { loadReplayPrices } from "../prices/load-replay-prices";
import { dayNumberOf, isTradingDay, sessionOpenOf, STEP_MS, STEPS_PER_SESSION } from "../prices/new-york-session";
import type { PriceBar, PriceProvider } from "../prices/price-provider";
import { PriceProviderError } from "../prices/price-provider-error";
import { createReplayPricePath } from "../prices/replay-price-path";
import { worldReplayAnchors } from "./world-replay-anchors";

/**
 * Daily replay prices of the World View's indices and banks, from the same seeded paths and anchor day
 * as the stock reports' replay prices (prices/create-replay-provider.ts), so a replayed demo never shows
 * real and invented prices side by side. Every index is given New York's weekday session: a daily bar
 * starts at 09:30 New York, appears once its first 5 minutes are over, and closes at the last finished 5
 * minutes while the session runs. Daily bars only: that is all the World View reads.
 */
export function createWorldReplayProvider(options: { now?: () => Date } = {}): PriceProvider {
  const { now = () => new Date() } = options;
  const anchorDay = dayNumberOf(Date.parse(`${loadReplayPrices().anchorDate}T00:00:00Z`));
  const paths = new Map(Object.entries(worldReplayAnchors).map(([symbol, anchor]) => [symbol, createReplayPricePath(symbol, anchor, anchorDay)]));

  return {
    name: "replay",
    knows: (symbol) => paths.has(symbol.trim().toUpperCase()),
    async history(symbol, { interval, from, to }) {
      const path = paths.get(symbol.trim().toUpperCase());
      if (!path) throw new PriceProviderError("not-found", symbol, "no world replay history for this symbol");
      if (interval !== "1d") throw new PriceProviderError("not-found", symbol, "world replay prices are daily only");
      const nowMs = now().getTime();
      const first = from.getTime();
      const last = Math.min(to.getTime(), nowMs);
      if (!(first <= last)) return [];
      const logCloses = path.logCloses(dayNumberOf(first), dayNumberOf(last));
      const bars: PriceBar[] = [];
      for (const [day, logClose] of logCloses) {
        const open = sessionOpenOf(day);
        if (!isTradingDay(day) || open < first || open > last) continue;
        const finishedSteps = Math.min(STEPS_PER_SESSION, Math.floor((nowMs - open) / STEP_MS));
        if (finishedSteps < 1) continue;
        const close =
          finishedSteps === STEPS_PER_SESSION
            ? path.roundPrice(logClose)
            : (path.sessionCloses(day, logCloses.get(day - 1) ?? logClose, logClose)[finishedSteps] ?? path.roundPrice(logClose));
        bars.push({ time: open, close });
      }
      return bars;
    },
  };
}
