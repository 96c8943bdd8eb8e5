import type { PriceBar, PriceProvider } from "../prices/price-providers";
import { STEP_MS } from "../prices/new-york-session";
import type { MinuteBarSource } from "./minute-bar-source";

const MINUTE_MS = 60_000;
const MINUTES_PER_STEP = STEP_MS / MINUTE_MS;
/** Far enough back to reach the last session's close across a long weekend. */
const PREVIOUS_CLOSE_LOOKBACK_MS = 7 * 86_400_000;

const cents = (price: number) => Math.round(price * 100) / 100;

/**
 * 1-minute bars read off the replay provider's 5-minute path: each step's five minutes move in equal parts
 * from the close before the step to the step's own close, so the fifth minute closes where the 5-minute bar
 * does, and a replayed chart agrees with every replayed report. A session's first step starts from the
 * previous session's close. Minutes appear as their 5-minute step finishes, as the replay prices do.
 */
export function createReplayMinuteBars(provider: PriceProvider): MinuteBarSource {
  const closeBefore = async (symbol: string, time: number) => {
    const days = await provider.history(symbol, { interval: "1d", from: new Date(time - PREVIOUS_CLOSE_LOOKBACK_MS), to: new Date(time - 1) });
    return days.at(-1)?.close;
  };

  return {
    name: "replay",
    async minuteBars(symbol, { from, to }) {
      const steps = await provider.history(symbol, { interval: "5m", from: new Date(from.getTime() - STEP_MS + 1), to });
      const bars: PriceBar[] = [];
      let previous: PriceBar | undefined;
      for (const step of steps) {
        const start = previous && previous.time === step.time - STEP_MS ? previous.close : ((await closeBefore(symbol, step.time)) ?? step.close);
        for (let minute = 0; minute < MINUTES_PER_STEP; minute += 1) {
          const time = step.time + minute * MINUTE_MS;
          if (time < from.getTime() || time > to.getTime()) continue;
          bars.push({ time, close: cents(start + ((step.close - start) * (minute + 1)) / MINUTES_PER_STEP) });
        }
        previous = step;
      }
      return bars;
    },
  };
}
