import { isTradingDay, STEPS_PER_SESSION } from "./new-york-session";

export interface ReplayAnchor {
  /** Close on the anchor day. */
  price: number;
  /** Standard deviation of one day's log return. */
  dailyVolatility: number;
}

/** 32-bit FNV-1a, to seed each symbol's path. */
export function seedOf(symbol: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < symbol.length; index += 1) {
    hash = Math.imul(hash ^ symbol.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/** Murmur3's finaliser over (seed, day, step, draw): a uniform in (0, 1) that depends on nothing else. */
function uniform(seed: number, day: number, step: number, draw: number): number {
  let hash = seed ^ Math.imul(day, 0x9e3779b1) ^ Math.imul(step + 1, 0x85ebca77) ^ Math.imul(draw + 1, 0xc2b2ae3d);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  hash ^= hash >>> 16;
  return ((hash >>> 0) + 0.5) / 4_294_967_296;
}

/** A standard normal draw (Box-Muller) for one symbol, day and step. */
function normal(seed: number, day: number, step: number): number {
  return Math.sqrt(-2 * Math.log(uniform(seed, day, step, 0))) * Math.cos(2 * Math.PI * uniform(seed, day, step, 1));
}

const roundPrice = (logPrice: number): number => {
  const price = Math.exp(logPrice);
  const scale = price >= 1 ? 100 : 10_000;
  return Math.round(price * scale) / scale;
};

/**
 * One symbol's price path: a seeded random walk of daily closes pinned to the anchor price on the anchor
 * day, and inside each session a 5-minute Brownian bridge from the previous close to that day's close.
 * Every value depends only on the symbol and the step, so any two requests agree, and every coarser bar is
 * read off the same 5-minute path.
 */
export function createReplayPricePath(symbol: string, anchor: ReplayAnchor, anchorDay: number) {
  const seed = seedOf(symbol);
  const logAnchor = Math.log(anchor.price);
  const stepVolatility = anchor.dailyVolatility / Math.sqrt(STEPS_PER_SESSION);
  const dailyReturn = (day: number) => (isTradingDay(day) ? anchor.dailyVolatility * normal(seed, day, 0) : 0);

  /**
   * Log closes of every day from firstDay - 1 to lastDay; a day's previous close is the entry before it (a
   * weekend day carries Friday's close). Closes before the anchor walk back from it, closes after walk on.
   */
  function logCloses(firstDay: number, lastDay: number): Map<number, number> {
    const start = firstDay - 1;
    let logClose = logAnchor;
    for (let day = anchorDay + 1; day <= start; day += 1) logClose += dailyReturn(day);
    for (let day = anchorDay; day > start; day -= 1) logClose -= dailyReturn(day);
    const closes = new Map([[start, logClose]]);
    for (let day = firstDay; day <= lastDay; day += 1) {
      logClose += dailyReturn(day);
      closes.set(day, logClose);
    }
    return closes;
  }

  return {
    /** Closes after each of the day's 5-minute steps: index k (1..78) is the close at open + k * 5 min. */
    sessionCloses(day: number, previousLogClose: number, logClose: number): number[] {
      const walk = [0];
      for (let step = 1; step <= STEPS_PER_SESSION; step += 1) {
        walk.push((walk[step - 1] ?? 0) + stepVolatility * normal(seed, day, step));
      }
      const drift = logClose - previousLogClose - (walk[STEPS_PER_SESSION] ?? 0);
      return walk.map((value, step) =>
        step === STEPS_PER_SESSION
          ? roundPrice(logClose)
          : roundPrice(previousLogClose + value + (drift * step) / STEPS_PER_SESSION),
      );
    },
    logCloses,
    roundPrice,
  };
}
