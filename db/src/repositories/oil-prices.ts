import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { priceBars, priceCoverage } from "../schema/index";
import type { StoredBar } from "./price-bars";

/**
 * The key one session's bars are kept under: "<source>/<symbol>" ("yahoo/USO"). Never "source:symbol":
 * those keys are the report caches', which grow span by span and which the trading canvas lists.
 */
export const sessionBarsKey = (source: string, symbol: string) => `${source}/${symbol}`;

/** One trading session's bars of one source, oldest first, with the span they were fetched for. */
export interface SessionBars {
  source: string;
  bars: StoredBar[];
  /** The session's open, and the end of the span fetched last (the session's close, or the moment of the fetch). */
  coveredFrom: Date;
  coveredTo: Date;
}

/**
 * Makes one key hold exactly one session: bars before the session's open are deleted, the session's bars
 * are written (a bar fetched again takes the new close), and the covered span becomes the session's.
 */
export async function storeSessionBars(
  db: Database,
  key: string,
  interval: string,
  bars: readonly StoredBar[],
  session: { from: Date; to: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(priceBars).where(and(eq(priceBars.symbol, key), eq(priceBars.interval, interval), lt(priceBars.time, session.from)));
    if (bars.length) {
      const rows = bars.map((bar) => ({ time: new Date(bar.time).toISOString(), close: bar.close }));
      await tx.execute(sql`
        insert into ${priceBars} (symbol, interval, time, close)
        select ${key}, ${interval}, time, close from json_to_recordset(${JSON.stringify(rows)}::json) as x(time timestamptz, close double precision)
        on conflict (symbol, interval, time) do update set close = excluded.close`);
    }
    await tx
      .insert(priceCoverage)
      .values({ symbol: key, interval, coveredFrom: session.from, coveredTo: session.to })
      .onConflictDoUpdate({
        target: [priceCoverage.symbol, priceCoverage.interval],
        set: { coveredFrom: session.from, coveredTo: session.to },
      });
  });
}

/** Deletes what one key holds: another source's session, once this source's is the one to show. */
export async function dropSessionBars(db: Database, key: string, interval: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(priceBars).where(and(eq(priceBars.symbol, key), eq(priceBars.interval, interval)));
    await tx.delete(priceCoverage).where(and(eq(priceCoverage.symbol, key), eq(priceCoverage.interval, interval)));
  });
}

/**
 * The session bars of `symbol` from whichever of `sources` was fetched most recently (live and replayed
 * prices never mix on one chart), or undefined when none has been fetched yet.
 */
export async function readLatestSessionBars(
  db: Database,
  symbol: string,
  interval: string,
  sources: readonly string[],
): Promise<SessionBars | undefined> {
  if (!sources.length) return undefined;
  const keys = sources.map((source) => sessionBarsKey(source, symbol));
  const [latest] = await db
    .select({ key: priceCoverage.symbol, from: priceCoverage.coveredFrom, to: priceCoverage.coveredTo })
    .from(priceCoverage)
    .where(and(inArray(priceCoverage.symbol, keys), eq(priceCoverage.interval, interval)))
    .orderBy(desc(priceCoverage.coveredTo))
    .limit(1);
  if (!latest) return undefined;
  const rows = await db
    .select({ time: priceBars.time, close: priceBars.close })
    .from(priceBars)
    .where(and(eq(priceBars.symbol, latest.key), eq(priceBars.interval, interval), gte(priceBars.time, latest.from)))
    .orderBy(asc(priceBars.time));
  return {
    source: sources[keys.indexOf(latest.key)]!,
    bars: rows.map((row) => ({ time: row.time.getTime(), close: row.close })),
    coveredFrom: latest.from,
    coveredTo: latest.to,
  };
}
