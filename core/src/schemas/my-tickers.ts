import { z } from "zod";

/** The most symbols a member's own list holds. */
export const MY_TICKERS_LIMIT = 200;

/** A member's own ticker list, in the order the symbols were added. */
export const myTickersSchema = z.object({ tickers: z.array(z.string()) });
export type MyTickers = z.infer<typeof myTickersSchema>;

export const myTickerParamsSchema = z.object({
  symbol: z
    .string()
    .regex(/^[A-Za-z0-9.^=-]{1,12}$/, "must be a ticker symbol such as NVDA")
    .transform((symbol) => symbol.toUpperCase()),
});
