import type { Quote } from "@tradewire/core";
import { percentChange } from "@tradewire/core/domain/report/prices";
import { useQuotesStore } from "./quotes-store";

export interface TickerMove {
  /** The ticker's latest quote; undefined until it is known. */
  quote: Quote | undefined;
  /** % from its price when the story broke to its latest price; null while either is unknown. */
  sinceStory: number | null;
  /** % from the previous trading day's close; null while either is unknown. */
  today: number | null;
}

/** A named ticker's move since a story and on the day, from its live quote (the report's arithmetic). */
export function useTickerMove(symbol: string, priceAtStory: number | undefined): TickerMove {
  const quote = useQuotesStore((s) => s.bySymbol[symbol]);
  return {
    quote,
    sinceStory: quote ? percentChange(priceAtStory ?? null, quote.price) : null,
    today: quote ? percentChange(quote.previous_close, quote.price) : null,
  };
}
