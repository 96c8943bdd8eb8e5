import type { Ticker } from "@tradewire/core";

/** A listing on the wire (spec section 3: ticker, company, exchange, sector, country), whatever else the row carries. */
export function presentTicker({ ticker, company, exchange, sector, country }: Ticker): Ticker {
  return { ticker, company, exchange, sector, country };
}
