import type { PriceBar } from "../prices/price-providers";

/** Where 1-minute bars come from: Yahoo's chart endpoint, or minutes read off the replay paths. */
export const minuteBarSourceNames = ["yahoo", "replay"] as const;

export interface MinuteBarSource {
  readonly name: (typeof minuteBarSourceNames)[number];
  /** Bars whose start lies within [from, to], ascending. */
  minuteBars(symbol: string, span: { from: Date; to: Date }): Promise<PriceBar[]>;
}
