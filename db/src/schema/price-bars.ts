import { doublePrecision, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Cached price bars: a report never fetches again what it already has. */
export const priceBars = pgTable(
  "price_bars",
  {
    symbol: text("symbol").notNull(),
    interval: text("interval").notNull(),
    time: timestamp("time", { withTimezone: true }).notNull(),
    close: doublePrecision("close").notNull(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.interval, table.time] })],
);

/** The span already fetched per symbol and interval (bars can legitimately be absent: nights, weekends). */
export const priceCoverage = pgTable(
  "price_coverage",
  {
    symbol: text("symbol").notNull(),
    interval: text("interval").notNull(),
    coveredFrom: timestamp("covered_from", { withTimezone: true }).notNull(),
    coveredTo: timestamp("covered_to", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.interval] })],
);
