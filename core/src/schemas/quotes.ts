import { z } from "zod";

/** The most symbols one GET /api/quotes asks for: a feed page's tickers fit many times over. */
export const QUOTES_PER_REQUEST = 200;

/**
 * A ticker's latest price as the refresh-quotes job keeps it: the close of the newest finished bar (the replay
 * set's or Yahoo's), the previous trading day's close, and when that bar started. Members only.
 */
export const quoteSchema = z.object({
  symbol: z.string(),
  price: z.number(),
  /** Null while the previous day's close is unknown. */
  previous_close: z.number().nullable(),
  /** The start of the bar the price closed (ISO). */
  as_of: z.iso.datetime({ offset: true }),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quotesSchema = z.array(quoteSchema);

/** GET /api/quotes?symbols=NVDA,AAPL: the quotes kept for those symbols (a symbol without one is left out). */
export const quotesQuerySchema = z.object({
  symbols: z
    .string()
    .transform((value) => [...new Set(value.split(",").map((part) => part.trim().toUpperCase()).filter(Boolean))])
    .pipe(
      z
        .array(z.string().regex(/^[A-Z0-9.^=-]{1,12}$/, "symbols are tickers like NVDA"))
        .min(1, "name at least one symbol")
        .max(QUOTES_PER_REQUEST, `at most ${QUOTES_PER_REQUEST} symbols at once`),
    ),
});

/** The quote.updated push: the quotes one run of the job changed, at most one message a run. */
export const quotesUpdatedSchema = z.object({ quotes: quotesSchema });
export type QuotesUpdated = z.infer<typeof quotesUpdatedSchema>;
