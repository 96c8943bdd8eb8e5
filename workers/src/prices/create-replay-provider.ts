import { loadReplayPrices } from "./load-replay-prices";
import { dayNumberOf, isTradingDay, sessionOpenOf, STEP_MS, STEPS_PER_SESSION } from "./new-york-session";
import type { BarInterval, PriceBar, PriceProvider } from "./price-provider";
import { PriceProviderError } from "./price-provider-error";
import { createReplayPricePath } from "./replay-price-path";

const STEPS_PER_BAR: Record<BarInterval, number> = { "5m": 1, "15m": 3, "1h": 12, "1d": STEPS_PER_SESSION };

/**
 * Bundled, generated histories for every ticker of the replay news set, so reports work offline. Bars cover
 * US regular hours on weekdays (daily bars start at 09:30 New York, like Yahoo's) and stop at `now`: a bar
 * appears once its first 5 minutes are over, and a bar still running closes at the last finished 5 minutes.
 */
export function createReplayProvider(options: { now?: () => Date } = {}): PriceProvider {
  const { now = () => new Date() } = options;
  const { anchorDate, symbols } = loadReplayPrices();
  const anchorDay = dayNumberOf(Date.parse(`${anchorDate}T00:00:00Z`));
  const paths = new Map<string, ReturnType<typeof createReplayPricePath>>();

  function pathOf(symbol: string) {
    const key = symbol.trim().toUpperCase();
    const anchor = symbols[key];
    if (!anchor) throw new PriceProviderError("not-found", symbol, "no replay history for this symbol");
    let path = paths.get(key);
    if (!path) {
      path = createReplayPricePath(key, anchor, anchorDay);
      paths.set(key, path);
    }
    return path;
  }

  return {
    name: "replay",
    knows: (symbol) => Object.hasOwn(symbols, symbol.trim().toUpperCase()),
    async history(symbol, { interval, from, to }) {
      const path = pathOf(symbol);
      const nowMs = now().getTime();
      const first = from.getTime();
      const last = Math.min(to.getTime(), nowMs);
      if (!(first <= last)) return [];
      const stepsPerBar = STEPS_PER_BAR[interval];
      const firstDay = dayNumberOf(first);
      const logCloses = path.logCloses(firstDay, dayNumberOf(last));
      const bars: PriceBar[] = [];
      for (const [day, logClose] of logCloses) {
        if (day < firstDay || !isTradingDay(day)) continue;
        const open = sessionOpenOf(day);
        const finishedSteps = Math.min(STEPS_PER_SESSION, Math.max(0, Math.floor((nowMs - open) / STEP_MS)));
        let sessionCloses: number[] | undefined;
        for (let startStep = 0; startStep < finishedSteps; startStep += stepsPerBar) {
          const time = open + startStep * STEP_MS;
          if (time < first || time > last) continue;
          const closeStep = Math.min(startStep + stepsPerBar, finishedSteps);
          if (closeStep === STEPS_PER_SESSION) {
            bars.push({ time, close: path.roundPrice(logClose) });
            continue;
          }
          sessionCloses ??= path.sessionCloses(day, logCloses.get(day - 1) ?? logClose, logClose);
          bars.push({ time, close: sessionCloses[closeStep] ?? path.roundPrice(logClose) });
        }
      }
      return bars;
    },
  };
}
