import { z } from "zod";
import { articleTickerSchema } from "./articles";

/** A listing as search answers it and the editor sends it (spec section 3: ticker, company, exchange, sector, country). */
export const tickerSchema = articleTickerSchema;
export type Ticker = z.infer<typeof tickerSchema>;

/** GET /api/tickers/search?q= : exact symbol first, then symbol prefixes, then company words; at most 20. */
export const tickerSearchQuerySchema = z.object({ q: z.string().trim().max(100).default("") });
export const TICKER_SEARCH_LIMIT = 20;

/** POST /api/articles/:id/tickers: the article's whole list (replaces what is stored). */
export const articleTickersBodySchema = z
  .array(
    z.object({
      ticker: z.string().trim().min(1).max(12),
      company: z.string().optional(),
      exchange: z.string().nullable().optional(),
      sector: z.string().nullable().optional(),
      country: z.string().nullable().optional(),
    }),
  )
  .max(50, "at most 50 tickers per article");
export type ArticleTickersBody = z.infer<typeof articleTickersBodySchema>;

export const articleIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, "must be a numeric article id").transform(Number),
});

/** GET /api/tickers/search and GET /api/articles/:id/tickers: listings in order. */
export const tickerListSchema = z.array(tickerSchema);

/** POST /api/articles/:id/tickers: the list as stored. */
export const articleTickersSavedSchema = z.object({ success: z.literal(true), tickers: tickerListSchema });
export type ArticleTickersSaved = z.infer<typeof articleTickersSavedSchema>;
