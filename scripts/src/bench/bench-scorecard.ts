import { runInNewContext } from "node:vm";
import { setFlagsFromString } from "node:v8";
import { sql } from "drizzle-orm";
import { REACTION_HORIZON_MINUTES } from "@tradewire/core/domain/reactions/measure-reaction";
import { reactionHorizons, type ReactionHorizonName } from "@tradewire/core/wire-constants";
import { scorecardFigures, storeReactions, type Database, type ReactionRecord } from "@tradewire/db";
import { makeFeedVolume } from "@tradewire/db/testing/feed-volume";
import { createTestDatabase, type Engine } from "@tradewire/db/testing/test-databases";
import { seededRandom } from "../classifier/seeded-random";
import { fmt, report } from "./measure";

/** story × ticker × horizon rows in story_reactions. */
const REACTIONS = 100_000;
/** Stories naming one to three tickers each (two on average): about 102,000 reactions, of which the first REACTIONS are stored. */
const STORIES = 17_000;
/** Rows per insert: 12 columns a row stays under PostgreSQL's 65,535 parameters. */
const BATCH = 5_000;
const ROUNDS = 7;
/** A ticker's typical σ over each horizon, as a fraction. */
const HORIZON_SIGMA: Record<ReactionHorizonName, number> = { "5m": 0.003, "30m": 0.006, "1d": 0.015 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => fmt(bytes / 1_048_576, 2);

/** A garbage collection on demand (node runs without --expose-gc under tsx): a memory delta then counts the run, not earlier garbage. */
function collector(): () => void {
  if (typeof globalThis.gc === "function") return globalThis.gc;
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

/**
 * Collections until RSS holds still (to 1 MB, at most 20): an ArrayBuffer's memory (the drivers' buffers,
 * PGlite's temporary files) is returned a collection or two after it is dropped, and the seeding's garbage
 * must be gone before the first run.
 */
async function settle(gc: () => void) {
  let rss = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 20 && (i < 2 || Math.abs(process.memoryUsage().rss - rss) > 1_048_576); i++) {
    rss = process.memoryUsage().rss;
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Run {
  ms: number;
  /** What the JS heap and the memory outside it (Buffers, ArrayBuffers) grew by over the run. */
  js: number;
  rss: number;
}

/** One run of `work` from a settled process: its time, and what the process's memory grew by meanwhile. */
async function measured(gc: () => void, work: () => Promise<unknown>): Promise<Run> {
  await settle(gc);
  const before = process.memoryUsage();
  const started = performance.now();
  const answer = await work();
  const ms = performance.now() - started;
  const after = process.memoryUsage();
  if (!answer) throw new Error("the query answered nothing");
  return { ms, js: after.heapUsed + after.external - (before.heapUsed + before.external), rss: after.rss - before.rss };
}

/** The plain aggregate the scorecard is measured against: one pass over the same rows, no join, no sort. */
const plainAggregate = (db: Database) =>
  db.execute(sql`select horizon, count(*)::int as reactions, avg(abs(abnormal_return))::float8 as mean from story_reactions group by horizon`);

/**
 * The feed volume's stories (makeFeedVolume: 7,000 tickers, two tags of twenty, five sources, three impacts)
 * and a reaction per named ticker and horizon, the oldest stories first, until REACTIONS: the newest few lack
 * their 1d, as if it had not closed yet. Returns, σ and z drawn from a seeded generator (σ unknown for one in
 * ten; HIGH stories move a little more), half on replay prices and half on Yahoo's. Then ANALYZE.
 */
async function seedReactions(db: Database) {
  await makeFeedVolume(db, STORIES, Date.UTC(2026, 10, 23, 15));
  const pairs = (
    (await db.execute(sql`
      select l.article_id, l.ticker_id, a.impact, a.date_published from article_tickers l join articles a on a.id = l.article_id
      order by a.date_published, l.article_id, l.position`)) as unknown as { rows: { article_id: string | number; ticker_id: string | number; impact: string; date_published: string | Date }[] }
  ).rows;
  const next = seededRandom(20261123);
  // Box-Muller: a standard normal from two uniforms.
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const reactions: ReactionRecord[] = [];
  for (const pair of pairs) {
    for (const horizon of reactionHorizons) {
      if (reactions.length === REACTIONS) break;
      const startsAt = new Date(pair.date_published);
      const typical = HORIZON_SIGMA[horizon] * (0.5 + next());
      const sigma = next() < 0.1 ? null : typical;
      const abnormalReturn = normal() * typical * (pair.impact === "high" ? 1.4 : 1);
      const benchmarkReturn = normal() * HORIZON_SIGMA[horizon] * 0.5;
      reactions.push({
        articleId: Number(pair.article_id),
        tickerId: Number(pair.ticker_id),
        horizon,
        benchmark: "SPY",
        priceSource: next() < 0.5 ? "replay" : "yahoo",
        startsAt,
        endsAt: new Date(startsAt.getTime() + REACTION_HORIZON_MINUTES[horizon] * 60_000),
        stockReturn: abnormalReturn + benchmarkReturn,
        benchmarkReturn,
        abnormalReturn,
        sigma,
        zScore: sigma === null ? null : abnormalReturn / sigma,
      });
    }
  }
  if (reactions.length < REACTIONS) throw new Error(`only ${reactions.length} story tickers × horizons to seed; raise STORIES`);
  for (let start = 0; start < reactions.length; start += BATCH) await storeReactions(db, reactions.slice(start, start + BATCH));
  await db.execute(sql`vacuum analyze story_reactions`);
}

/**
 * `npm run bench -- scorecard` (issue 27): the scorecard (scorecardFigures, the queries behind GET /api/scorecard:
 * by impact, by each topic tag and by source, per horizon, and the count per price source) over 100,000
 * reactions, against a plain `group by horizon` aggregate of the same rows, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL, each in a throwaway database. Time: the median of ROUNDS runs taken in turns,
 * after one unmeasured run of each, so a neighbour's burst costs both alike. Memory, each run from a settled
 * process: the median of what the JS heap and external memory grew by (the answer and the drivers' buffers;
 * on PGlite also the sorts' temporary files, which its in-memory file system keeps in ArrayBuffers), and
 * what RSS grew by over the first run. RSS holds PGlite's WASM engine (some 400 MB once open), which keeps
 * the pages it has touched, so only a run reaching past what the seeding touched shows; a PostgreSQL
 * server's own memory is in neither figure.
 */
export async function benchScorecard() {
  if (!process.env.TEST_DATABASE_URL) console.log("scorecard on postgres: skipped (set TEST_DATABASE_URL)");
  const engines: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  for (const engine of engines) await benchEngine(engine);
}

async function benchEngine(engine: Engine) {
  const database = await createTestDatabase(engine);
  try {
    const { db } = database;
    const started = performance.now();
    await seedReactions(db);
    console.log(`scorecard on ${engine}: ${fmt(REACTIONS)} reactions of ${fmt(STORIES)} stories seeded in ${fmt((performance.now() - started) / 1000, 1)} s`);
    const gc = collector();
    const runs: { scorecard: Run; baseline: Run }[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const baseline = await measured(gc, () => plainAggregate(db));
      runs.push({ baseline, scorecard: await measured(gc, () => scorecardFigures(db)) });
    }
    const [first, ...counted] = runs;
    const figure = (name: "ms" | "js") => [median(counted.map((run) => run.scorecard[name])), median(counted.map((run) => run.baseline[name]))] as const;
    const [ms, baselineMs] = figure("ms");
    report(`scorecard on ${engine}, ${fmt(REACTIONS)} reactions (ms)`, fmt(ms, 1), "group by horizon", fmt(baselineMs, 1), ms / baselineMs);
    const [js, baselineJs] = figure("js");
    report("  heap + external grown by a run (MB)", mb(js), "group by horizon", mb(baselineJs), js / baselineJs);
    // No ratio: the baseline's is most often 0.
    console.log(`${"  RSS grown by the first run (MB)".padEnd(44)} ${mb(first!.scorecard.rss).padStart(16)}   baseline group by horizon: ${mb(first!.baseline.rss).padStart(12)}`);
  } finally {
    await database.drop();
  }
}
