export interface Candle {
  /** The bar's start, epoch milliseconds. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * Candles for a series that stores closes only: each bar opens at the close before it, and its high and
 * low are the larger and smaller of that open and its close. The first close has no bar before it, so it
 * opens the second candle instead of drawing one. What happened inside a bar is not known and not drawn.
 */
export function candlesFromCloses(bars: readonly { time: number; close: number }[]): Candle[] {
  const candles: Candle[] = [];
  for (let index = 1; index < bars.length; index++) {
    const open = bars[index - 1]!.close;
    const { time, close } = bars[index]!;
    candles.push({ time, open, high: Math.max(open, close), low: Math.min(open, close), close });
  }
  return candles;
}
