import { pgTable, text, uniqueIndex, doublePrecision } from "drizzle-orm/pg-core";
import { id } from "./columns";

export const tickers = pgTable(
  "tickers",
  {
    id: id(),
    ticker: text("ticker").notNull(),
    company: text("company").notNull(),
    exchange: text("exchange"),
    sector: text("sector"),
    country: text("country"),
    marketCap: doublePrecision("market_cap"),
  },
  (table) => [uniqueIndex("tickers_ticker_exchange_key").on(table.ticker, table.exchange)],
);
