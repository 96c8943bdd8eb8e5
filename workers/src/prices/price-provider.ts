import type { BarInterval } from "@tradewire/core";

export type { BarInterval };

/** One bar: `time` is the bar start in unix ms UTC; `close` is never null. */
export interface PriceBar {
  time: number;
  close: number;
}

export interface PriceHistoryRequest {
  interval: BarInterval;
  from: Date;
  to: Date;
}

export interface PriceProvider {
  readonly name: "yahoo" | "replay";
  /**
   * Whether the provider may have prices for the symbol, answered without asking it: a replay set knows its
   * symbols; a live API is taken to know every listed one (a symbol it lacks answers not-found when asked).
   */
  knows(symbol: string): boolean;
  /** Bars whose start lies within [from, to], ascending. */
  history(symbol: string, request: PriceHistoryRequest): Promise<PriceBar[]>;
}
