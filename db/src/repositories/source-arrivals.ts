import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { interactionEvents } from "../schema/index";

/**
 * Each poll that brought new stories is one row of the events log (name, JSON properties, time): what
 * arrived, from which source, and how long after its publication each story reached the open screens.
 */
export const SOURCE_ARRIVALS_EVENT = "Source Arrivals";

/** Rows older than this are pruned when new ones are written; the figures read the last 24 hours. */
const KEEP_MS = 48 * 3600_000;

export interface SourceArrivals {
  /** New stories the poll stored and pushed. */
  items: number;
  /** Of those, stories the source sent without a publication time of their own: no delay to measure. */
  unstamped: number;
  /** Of those, stamped stories of a catch-up poll (the source's first, or after a long gap): its backlog. */
  backlog: number;
  /** Publication to push, one per measured story. */
  delaysMs: number[];
}

export interface SourceDelayStats extends Omit<SourceArrivals, "delaysMs"> {
  measured: number;
  p50Ms: number | null;
  p90Ms: number | null;
}

export async function recordSourceArrivals(db: Database, sourceId: string, arrivals: SourceArrivals, now = new Date()): Promise<void> {
  await db.insert(interactionEvents).values({
    userId: null,
    name: SOURCE_ARRIVALS_EVENT,
    properties: {
      source_id: sourceId,
      items: arrivals.items,
      unstamped: arrivals.unstamped,
      backlog: arrivals.backlog,
      delays_ms: arrivals.delaysMs.map(Math.round),
    },
    createdAt: now,
  });
  await db
    .delete(interactionEvents)
    .where(and(eq(interactionEvents.name, SOURCE_ARRIVALS_EVENT), lt(interactionEvents.createdAt, new Date(now.getTime() - KEEP_MS))));
}

type StatsRow = { source_id: string; items: string | number; unstamped: string | number; backlog: string | number; measured: string | number; p50: number | null; p90: number | null };

/**
 * Per source, the stories that arrived since `since` and the median and 90th percentile of their delay
 * from publication to push (an observed delay: at least half, or nine tenths, of the measured stories
 * arrived within it). Sources without arrivals are absent.
 */
export async function sourceDelayStats(db: Database, since: Date): Promise<Map<string, SourceDelayStats>> {
  const result = await db.execute(sql`
    with recent as (
      select properties, properties->>'source_id' as source_id
      from ${interactionEvents}
      where ${interactionEvents.name} = ${SOURCE_ARRIVALS_EVENT} and ${interactionEvents.createdAt} >= ${since.toISOString()}::timestamptz
    ),
    totals as (
      select source_id, sum((properties->>'items')::int) as items, sum((properties->>'unstamped')::int) as unstamped,
        sum((properties->>'backlog')::int) as backlog
      from recent group by source_id
    ),
    delays as (
      select source_id, count(*) as measured,
        percentile_disc(0.5) within group (order by delay.value::float8) as p50,
        percentile_disc(0.9) within group (order by delay.value::float8) as p90
      from recent cross join lateral jsonb_array_elements_text(properties->'delays_ms') as delay(value)
      group by source_id
    )
    select t.source_id, t.items, t.unstamped, t.backlog, coalesce(d.measured, 0) as measured, d.p50, d.p90
    from totals t left join delays d on d.source_id = t.source_id`);
  return new Map(
    (result as unknown as { rows: StatsRow[] }).rows.map((row) => [
      row.source_id,
      {
        items: Number(row.items),
        unstamped: Number(row.unstamped),
        backlog: Number(row.backlog),
        measured: Number(row.measured),
        p50Ms: row.p50 === null ? null : Number(row.p50),
        p90Ms: row.p90 === null ? null : Number(row.p90),
      },
    ]),
  );
}
