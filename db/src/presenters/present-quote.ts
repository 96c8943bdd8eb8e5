import type { Quote } from "@tradewire/core";
import type { QuoteRecord } from "../repositories/ticker-quotes";

/** A quote on the wire: GET /api/quotes and the quote.updated push. */
export function presentQuote(quote: QuoteRecord): Quote {
  return { symbol: quote.symbol, price: quote.price, previous_close: quote.previousClose, as_of: quote.asOf.toISOString() };
}
