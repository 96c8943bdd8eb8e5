import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { priceBars, priceCoverage } from "../schema/index";

export interface StoredBar {
  time: number;
  close: number;
}

export async function readBars(db: Database, symbol: string, interval: string, from: Date, to: Date): Promise<StoredBar[]> {
  const rows = await db
    .select({ time: priceBars.time, close: priceBars.close })
    .from(priceBars)
    .where(and(eq(priceBars.symbol, symbol), eq(priceBars.interval, interval), gte(priceBars.time, from), lte(priceBars.time, to)))
    .orderBy(asc(priceBars.time));
  return rows.map((row) => ({ time: row.time.getTime(), close: row.close }));
}

export async function readCoverage(db: Database, symbol: string, interval: string) {
  const [row] = await db
    .select({ from: priceCoverage.coveredFrom, to: priceCoverage.coveredTo })
    .from(priceCoverage)
    .where(and(eq(priceCoverage.symbol, symbol), eq(priceCoverage.interval, interval)));
  return row;
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
