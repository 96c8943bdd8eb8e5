export type BarInterval = "5m" | "15m" | "1h" | "1d";

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
  /** Bars whose start lies within [from, to], ascending. */
  history(symbol: string, request: PriceHistoryRequest): Promise<PriceBar[]>;
}
