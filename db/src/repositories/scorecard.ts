import { sql, type SQL } from "drizzle-orm";
import type { CalendarOutcome, ReleaseAsset, ReleaseReactionHorizon, SurpriseSize } from "@tradewire/core/schemas/calendar";
import type { Impact, ReactionHorizonName } from "@tradewire/core/wire-constants";
import type { Database } from "../client";
import { articles, calendarEventReactions, calendarEvents, storyReactions } from "../schema/index";

/** One group of measured reactions: how many, how big in the median, and how often beyond 1σ and 2σ. */
export interface ScorecardGroup<K extends string> {
  key: K;
  horizon: ReactionHorizonName;
  reactions: number;
  /** The median |abnormal return|, a fraction. */
  medianAbsAbnormalReturn: number;
  /** Of the reactions with a σ, the share with |z| of 1 or more, and of 2 or more. */
  shareOver1Sigma: number | null;
  shareOver2Sigma: number | null;
}

export interface ScorecardFigures {
  byImpact: ScorecardGroup<Impact>[];
  /** Null when not asked for (a visitor's scorecard has the figures by impact only). */
  byTag: ScorecardGroup<string>[] | null;
  bySource: ScorecardGroup<string>[] | null;
  /** Reactions measured on the replay paths' simulated prices, and on Yahoo's. */
  replayReactions: number;
  liveReactions: number;
  releases: ReleaseScorecardFigures;
}

/** One group of scheduled releases' reactions, on one kind of instrument over one horizon. */
export interface ReleaseScorecardGroup<K extends string> {
  key: K;
  horizon: ReleaseReactionHorizon;
  asset: ReleaseAsset;
  reactions: number;
  /** The median |return|, a fraction. */
  medianAbsReturn: number;
  /** The median |abnormal return| of those measured against a benchmark (companies); null when none was. */
  medianAbsAbnormalReturn: number | null;
  shareOver1Sigma: number | null;
  shareOver2Sigma: number | null;
}

export interface ReleaseScorecardFigures {
  byImportance: ReleaseScorecardGroup<Impact>[];
  /** Null when not asked for (a visitor's scorecard). */
  byOutcome: ReleaseScorecardGroup<CalendarOutcome>[] | null;
  bySurprise: ReleaseScorecardGroup<SurpriseSize>[] | null;
  replayReactions: number;
  liveReactions: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The groups of one key (an expression over articles `a`), per horizon. */
async function groupsBy<K extends string>(db: Database, key: SQL, from: SQL = sql``): Promise<ScorecardGroup<K>[]> {
  const result = await db.execute(sql`
    select ${key} as key, r.horizon as horizon, count(*)::int as reactions,
      percentile_cont(0.5) within group (order by abs(r.abnormal_return))::float8 as median,
      (avg(case when abs(r.z_score) >= 1 then 1.0 else 0.0 end) filter (where r.z_score is not null))::float8 as over1,
      (avg(case when abs(r.z_score) >= 2 then 1.0 else 0.0 end) filter (where r.z_score is not null))::float8 as over2
    from ${storyReactions} r join ${articles} a on a.id = r.article_id ${from}
    group by 1, 2 order by 1, 2`);
  return rowsOf<{ key: K; horizon: ReactionHorizonName; reactions: number; median: number; over1: number | null; over2: number | null }>(result).map((row) => ({
    key: row.key,
    horizon: row.horizon,
    reactions: Number(row.reactions),
    medianAbsAbnormalReturn: Number(row.median),
    shareOver1Sigma: row.over1 === null ? null : Number(row.over1),
    shareOver2Sigma: row.over2 === null ? null : Number(row.over2),
  }));
}

/**
 * The groups of one key (an expression over the events `e` and the reactions `r`; rows where it is null are left out),
 * per horizon and instrument. percentile_cont skips nulls, so the abnormal returns' median is the companies' alone.
 */
async function releaseGroupsBy<K extends string>(db: Database, key: SQL): Promise<ReleaseScorecardGroup<K>[]> {
  const result = await db.execute(sql`
    select ${key} as key, r.horizon as horizon, r.asset as asset, count(*)::int as reactions,
      percentile_cont(0.5) within group (order by abs(r.symbol_return))::float8 as median,
      percentile_cont(0.5) within group (order by abs(r.abnormal_return))::float8 as median_abnormal,
      (avg(case when abs(r.z_score) >= 1 then 1.0 else 0.0 end) filter (where r.z_score is not null))::float8 as over1,
      (avg(case when abs(r.z_score) >= 2 then 1.0 else 0.0 end) filter (where r.z_score is not null))::float8 as over2
    from ${calendarEventReactions} r join ${calendarEvents} e on e.id = r.event_id
    where ${key} is not null
    group by 1, 2, 3 order by 1, 2, 3`);
  type Row = { key: K; horizon: ReleaseReactionHorizon; asset: ReleaseAsset; reactions: number; median: number; median_abnormal: number | null; over1: number | null; over2: number | null };
  return rowsOf<Row>(result).map((row) => ({
    key: row.key,
    horizon: row.horizon,
    asset: row.asset,
    reactions: Number(row.reactions),
    medianAbsReturn: Number(row.median),
    medianAbsAbnormalReturn: row.median_abnormal === null ? null : Number(row.median_abnormal),
    shareOver1Sigma: row.over1 === null ? null : Number(row.over1),
    shareOver2Sigma: row.over2 === null ? null : Number(row.over2),
  }));
}

/**
 * What scheduled releases moved: their reactions by the event's importance, and (`detailed`) by the outcome and the
 * surprise's size as released, per horizon and instrument.
 */
export async function releaseScorecardFigures(db: Database, { detailed = true }: { detailed?: boolean } = {}): Promise<ReleaseScorecardFigures> {
  const [byImportance, byOutcome, bySurprise, sources] = await Promise.all([
    releaseGroupsBy<Impact>(db, sql`e.importance`),
    detailed ? releaseGroupsBy<CalendarOutcome>(db, sql`r.outcome`) : null,
    detailed ? releaseGroupsBy<SurpriseSize>(db, sql`r.surprise_size`) : null,
    db.execute(sql`select ${calendarEventReactions.priceSource} as source, count(*)::int as n from ${calendarEventReactions} group by 1`),
  ]);
  const count = (source: string) => Number(rowsOf<{ source: string; n: number }>(sources).find((row) => row.source === source)?.n ?? 0);
  return { byImportance, byOutcome, bySurprise, replayReactions: count("replay"), liveReactions: count("yahoo") };
}

/**
 * The impact tag's report card: every measured reaction, grouped by the story's impact, by each of its topic tags and by
 * its source, per horizon. One aggregate query a grouping, over the reactions table. Each sorts its rows for the exact
 * medians, so a visitor's copy (`detailed: false`) skips the groupings it does not show: the tags alone are half the cost.
 * With the scheduled releases' figures (releaseScorecardFigures).
 */
export async function scorecardFigures(db: Database, { detailed = true }: { detailed?: boolean } = {}): Promise<ScorecardFigures> {
  const [byImpact, byTag, bySource, sources, releases] = await Promise.all([
    groupsBy<Impact>(db, sql`a.impact`),
    detailed ? groupsBy<string>(db, sql`t.tag`, sql`cross join lateral unnest(a.tags) as t(tag)`) : null,
    detailed ? groupsBy<string>(db, sql`a.source`) : null,
    db.execute(sql`select ${storyReactions.priceSource} as source, count(*)::int as n from ${storyReactions} group by 1`),
    releaseScorecardFigures(db, { detailed }),
  ]);
  const count = (source: string) => Number(rowsOf<{ source: string; n: number }>(sources).find((row) => row.source === source)?.n ?? 0);
  return { byImpact, byTag, bySource, replayReactions: count("replay"), liveReactions: count("yahoo"), releases };
}
