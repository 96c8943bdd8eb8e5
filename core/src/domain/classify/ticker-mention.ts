/** A ticker found in a text and where, so mentions of every kind can be ordered by appearance. */
export interface TickerMention {
  ticker: string;
  start: number;
}
