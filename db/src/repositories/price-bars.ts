import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { priceSources } from "@tradewire/core/schemas/prices";
import type { Database } from "../client";
import { priceBars, priceCoverage, tickers } from "../schema/index";

export interface StoredBar {
  time: number;
  close: number;
}

/** Bars of several symbols for one interval and span, in one query; keyed by symbol. */
export async function readBarsOf(db: Database, symbols: string[], interval: string, from: Date, to: Date): Promise<Map<string, StoredBar[]>> {
  const bars = new Map<string, StoredBar[]>(symbols.map((symbol) => [symbol, []]));
  if (!symbols.length) return bars;
  const rows = await db
    .select({ symbol: priceBars.symbol, time: priceBars.time, close: priceBars.close })
    .from(priceBars)
    .where(and(inArray(priceBars.symbol, symbols), eq(priceBars.interval, interval), gte(priceBars.time, from), lte(priceBars.time, to)))
    .orderBy(asc(priceBars.time));
  for (const row of rows) bars.get(row.symbol)!.push({ time: row.time.getTime(), close: row.close });
  return bars;
}

/** The covered spans of several symbols for one interval, in one query. */
export async function readCoveragesOf(db: Database, symbols: string[], interval: string) {
  if (!symbols.length) return new Map<string, { from: Date; to: Date }>();
  const rows = await db
    .select({ symbol: priceCoverage.symbol, from: priceCoverage.coveredFrom, to: priceCoverage.coveredTo })
    .from(priceCoverage)
    .where(and(inArray(priceCoverage.symbol, symbols), eq(priceCoverage.interval, interval)));
  return new Map(rows.map((row) => [row.symbol, { from: row.from, to: row.to }]));
}

/** Stores fetched bars and widens the covered span to include [from, to]. */
export async function storeBars(
  db: Database,
  symbol: string,
  interval: string,
  bars: StoredBar[],
  covered: { from: Date; to: Date },
): Promise<void> {
  if (bars.length) {
    const rows = bars.map((bar) => ({ time: new Date(bar.time).toISOString(), close: bar.close }));
    await db.execute(sql`
      insert into ${priceBars} (symbol, interval, time, close)
      select ${symbol}, ${interval}, time, close from json_to_recordset(${JSON.stringify(rows)}::json) as x(time timestamptz, close double precision)
      on conflict (symbol, interval, time) do update set close = excluded.close`);
  }
  await db
    .insert(priceCoverage)
    .values({ symbol, interval, coveredFrom: covered.from, coveredTo: covered.to })
    .onConflictDoUpdate({
      target: [priceCoverage.symbol, priceCoverage.interval],
      set: {
        coveredFrom: sql`least(${priceCoverage.coveredFrom}, excluded.covered_from)`,
        coveredTo: sql`greatest(${priceCoverage.coveredTo}, excluded.covered_to)`,
      },
    });
}

/** A symbol with cached bars, in the price source fetched for it most recently. */
export interface CachedSymbol {
  /** The ticker, as the stored key names it after its source ("replay:NVDA" is NVDA). */
  symbol: string;
  /** The source part of the key ("replay", "yahoo"). */
  source: string;
  /** The key its bars are stored under. */
  key: string;
  /** The company the ticker dictionary lists for the symbol (the larger one if listed twice). */
  company: string | null;
  /** That listing's sector ("ETF" for a fund); null for a symbol the dictionary does not list. */
  sector: string | null;
  /** Intervals that hold at least one bar. */
  intervals: string[];
  /** The end of the span of this source fetched most recently. */
  updatedAt: Date;
}

interface CachedSymbolRow {
  symbol: string;
  source: string;
  key: string;
  company: string | null;
  sector: string | null;
  intervals: string;
  updated_ms: number;
}

/**
 * Symbols with cached bars, fetched most recently first; with `symbol`, only that one. The report jobs
 * store bars per price source as "source:SYMBOL" ("replay:NVDA", "yahoo:NVDA"), and sources never mix:
 * each symbol is answered in the one of `sources` (default: the report jobs' price sources) fetched for
 * it most recently. Keys of other shapes or sources (other caches share the table) are left out.
 */
export async function listCachedSymbols(
  db: Database,
  options: { sources?: readonly string[]; limit: number; symbol?: string },
): Promise<CachedSymbol[]> {
  const { sources = priceSources } = options;
  if (!sources.length) return [];
  const result = await db.execute(sql`
    with filled as (
      select c.symbol as key, c.interval, c.covered_to
      from ${priceCoverage} c
      where strpos(c.symbol, ':') > 1
        and split_part(c.symbol, ':', 1) in (${sql.join(sources.map((source) => sql`${source}`), sql`, `)})
        ${options.symbol === undefined ? sql`` : sql`and substr(c.symbol, strpos(c.symbol, ':') + 1) = ${options.symbol}`}
        and exists (select 1 from ${priceBars} b where b.symbol = c.symbol and b.interval = c.interval)
    ),
    per_key as (
      select key, substr(key, strpos(key, ':') + 1) as symbol, split_part(key, ':', 1) as source,
        string_agg(interval, ',') as intervals, max(covered_to) as covered_to
      from filled
      group by key
    ),
    chosen as (
      select distinct on (symbol) symbol, source, key, intervals, covered_to
      from per_key
      order by symbol, covered_to desc
    )
    select ch.symbol, ch.source, ch.key, ch.intervals,
      (extract(epoch from ch.covered_to) * 1000)::float8 as updated_ms,
      listing.company, listing.sector
    from chosen ch
    left join lateral (
      select t.company, t.sector from ${tickers} t where t.ticker = ch.symbol order by t.market_cap desc nulls last limit 1
    ) listing on true
    order by ch.covered_to desc, ch.symbol
    limit ${options.limit}`);
  return (result as unknown as { rows: CachedSymbolRow[] }).rows.map((row) => ({
    symbol: row.symbol,
    source: row.source,
    key: row.key,
    company: row.company,
    sector: row.sector,
    intervals: row.intervals.split(","),
    updatedAt: new Date(row.updated_ms),
  }));
}

/** The newest `limit` bars stored under one key and interval, oldest first. */
export async function readLatestBars(db: Database, key: string, interval: string, limit: number): Promise<StoredBar[]> {
  const rows = await db
    .select({ time: priceBars.time, close: priceBars.close })
    .from(priceBars)
    .where(and(eq(priceBars.symbol, key), eq(priceBars.interval, interval)))
    .orderBy(desc(priceBars.time))
    .limit(limit);
  return rows.reverse().map((row) => ({ time: row.time.getTime(), close: row.close }));
}
