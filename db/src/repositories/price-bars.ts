import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { priceBars, priceCoverage } from "../schema/index";

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
