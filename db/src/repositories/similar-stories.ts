import { sql } from "drizzle-orm";
import { type Impact, type ReactionHorizonName, reactionHorizons } from "@tradewire/core/wire-constants";
import type { Database } from "../client";
import { articles, articleTickers, storyReactions, tickers } from "../schema/index";
import { toBigintArray, toTextArray } from "./sql-arrays";

/** One measured reaction of a similar story, by its ticker's symbol. */
export interface SimilarStoryReactionRecord {
  ticker: string;
  horizon: ReactionHorizonName;
  benchmark: string;
  abnormalReturn: number;
  zScore: number | null;
  priceSource: "yahoo" | "replay";
}

export interface SimilarStoryRecord {
  id: number;
  title: string;
  url: string;
  source: string;
  impact: Impact;
  datePublished: Date;
  /** The story's named tickers it named too, in the order it named them. */
  sharedTickers: string[];
  /** The story's topic tags it had too, in the story's order. */
  sharedTags: string[];
  /** Each of its named tickers' reactions in its order and, for each, by horizon. */
  reactions: SimilarStoryReactionRecord[];
}

export interface ReactionAverage {
  horizon: ReactionHorizonName;
  reactions: number;
  abnormalReturn: number;
  /** The mean z of the reactions that had one; null when none had. */
  zScore: number | null;
}

export interface SimilarStoriesFound {
  stories: SimilarStoryRecord[];
  /** Whose reactions the averages are over: the story's named tickers', else (none measured) all of them; null with none. */
  averagedOver: "shared_tickers" | "all_tickers" | null;
  averages: ReactionAverage[];
}

export interface SimilarStoriesOptions {
  /** At most this many stories. */
  limit?: number;
  /** How far back before the story to look. */
  withinDays?: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Of the stories reached through one of the story's tickers, and of those through a tag and a word, the newest this many are scored. */
const CANDIDATES_A_PATH = 1_000;

/** What the ranking needs of the story itself. */
interface StoryKeys {
  publishedAt: Date;
  /** Its near-duplicate group: its own id, or its group's first story's. */
  group: number;
  tags: string[];
  /** Its title's words as the English full-text configuration keeps them: stems, without stop words. */
  words: string[];
  tickers: { id: number; symbol: string }[];
}

/**
 * "What happened last time": the earlier stories most like the story `articleId`, with what prices did after them, and
 * the mean of those reactions per horizon; undefined when there is no such story.
 *
 * Candidates are published in the `withinDays` (365) before it, are not of its near-duplicate group (the same event from
 * another source is not an earlier one) and have a measured reaction; the newest 1,000 naming one of its tickers and the
 * newest 1,000 sharing a topic tag and a word (of title or summary) with it, so that a year of a busy feed costs the same
 * as a quiet one. Each is scored on what it shares with the story: 3 a named ticker, 1 a topic tag, and up to 2 for the
 * title's words (2 × the share of the story's title words, English stems without stop words, in its title too), so a
 * shared ticker weighs most. It counts as similar when it shares a ticker or a tag and at least one title
 * word, or two named tickers or more whatever its words. The `limit` (5) best are kept, the newest first among equals.
 */
export async function similarStories(db: Database, articleId: number, { limit = 5, withinDays = 365 }: SimilarStoriesOptions = {}): Promise<SimilarStoriesFound | undefined> {
  const story = await storyKeys(db, articleId);
  if (!story) return undefined;
  const stories = (await rankedStories(db, story, limit, withinDays)).map(
    (row): SimilarStoryRecord => ({
      id: Number(row.id),
      title: row.title,
      url: row.url,
      source: row.source,
      impact: row.impact,
      datePublished: new Date(row.date_published),
      sharedTickers: row.shared_tickers,
      sharedTags: row.shared_tags,
      reactions: row.reactions,
    }),
  );
  return { stories, ...averageReactions(stories, story.tickers.map((ticker) => ticker.symbol)) };
}

async function storyKeys(db: Database, articleId: number): Promise<StoryKeys | undefined> {
  // JSON for the lists: both drivers then answer arrays.
  const result = await db.execute(sql`
    select a.date_published, coalesce(a.group_id, a.id) as grp, to_json(a.tags) as tags,
      to_json(tsvector_to_array(to_tsvector('english', a.title))) as words,
      (select coalesce(json_agg(json_build_object('id', t.id, 'symbol', t.ticker) order by at.position), '[]')
        from ${articleTickers} at join ${tickers} t on t.id = at.ticker_id where at.article_id = a.id) as tickers
    from ${articles} a where a.id = ${articleId}`);
  const [row] = rowsOf<{ date_published: string | Date; grp: number | string; tags: string[]; words: string[]; tickers: { id: number; symbol: string }[] }>(result);
  return (
    row && {
      publishedAt: new Date(row.date_published),
      group: Number(row.grp),
      tags: row.tags,
      words: row.words,
      tickers: row.tickers.map((ticker) => ({ id: Number(ticker.id), symbol: ticker.symbol })),
    }
  );
}

interface RankedRow {
  id: number | string;
  title: string;
  url: string;
  source: string;
  impact: Impact;
  date_published: string | Date;
  shared_tickers: string[];
  shared_tags: string[];
  reactions: SimilarStoryReactionRecord[];
}

/** Any of the words, as a text-search query: each a quoted lexeme (quotes and backslashes doubled), joined by OR. */
const anyWordQuery = (words: readonly string[]) => words.map((word) => `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`).join(" | ");

/**
 * The similar stories of one statement: the candidates through the indexes (the tickers' links; the tags' and the text's),
 * their scores, then the details of the best `limit` only.
 */
async function rankedStories(db: Database, story: StoryKeys, limit: number, withinDays: number): Promise<RankedRow[]> {
  const tickerIds = toBigintArray(story.tickers.map((ticker) => ticker.id));
  const tags = toTextArray(story.tags);
  const words = toTextArray(story.words);
  const published = sql`${story.publishedAt.toISOString()}::timestamptz`;
  // Measured: a probe of the reactions' key a candidate, not a semi-join (EXISTS), which the planner would run over every
  // reaction stored.
  const eligible = sql`c.date_published < ${published} and c.date_published >= ${published} - make_interval(days => ${withinDays})
    and coalesce(c.group_id, c.id) <> ${story.group}
    and (select true from ${storyReactions} where ${storyReactions.articleId} = c.id limit 1)`;
  const sharingTagAndWord = story.words.length
    ? sql`union
      (select c.id, c.date_published from ${articles} c where c.tags && ${tags} and c.search @@ ${anyWordQuery(story.words)}::tsquery and ${eligible}
        order by c.date_published desc limit ${CANDIDATES_A_PATH})`
    : sql``;
  const result = await db.execute(sql`
    with candidates as (
      (select distinct c.id, c.date_published from ${articleTickers} join ${articles} c on c.id = ${articleTickers.articleId}
        where ${articleTickers.tickerId} = any(${tickerIds}) and ${eligible}
        order by c.date_published desc limit ${CANDIDATES_A_PATH})
      ${sharingTagAndWord}
    ),
    -- Scored once: inlined, the filter below and the order would each run the subqueries again.
    scored as materialized (
      select c.id, c.date_published,
        (select count(*) from ${articleTickers} where ${articleTickers.articleId} = c.id and ${articleTickers.tickerId} = any(${tickerIds}))::int as shared_tickers,
        cardinality(array(select unnest(c.tags) intersect select unnest(${tags}))) as shared_tags,
        (select count(*) from unnest(tsvector_to_array(to_tsvector('english', c.title))) as word where word = any(${words}))::int as shared_words
      from candidates join ${articles} c on c.id = candidates.id
    ),
    best as (
      select id, date_published, 3 * shared_tickers + shared_tags + 2.0 * shared_words / ${Math.max(story.words.length, 1)} as score
      from scored
      where shared_tickers >= 2 or (shared_tickers + shared_tags >= 1 and shared_words >= 1)
      order by score desc, date_published desc, id desc
      limit ${limit}
    )
    select c.id, c.title, c.url, c.source, c.impact, c.date_published,
      (select coalesce(json_agg(${tickers.ticker} order by ${articleTickers.position}), '[]')
        from ${articleTickers} join ${tickers} on ${tickers.id} = ${articleTickers.tickerId}
        where ${articleTickers.articleId} = c.id and ${articleTickers.tickerId} = any(${tickerIds})) as shared_tickers,
      (select coalesce(json_agg(tag order by ord), '[]') from unnest(${tags}) with ordinality as t(tag, ord) where tag = any(c.tags)) as shared_tags,
      (select coalesce(json_agg(json_build_object('ticker', ${tickers.ticker}, 'horizon', ${storyReactions.horizon}, 'benchmark', ${storyReactions.benchmark},
          'abnormalReturn', ${storyReactions.abnormalReturn}, 'zScore', ${storyReactions.zScore}, 'priceSource', ${storyReactions.priceSource})
          order by ${articleTickers.position}, array_position(${toTextArray(reactionHorizons)}, ${storyReactions.horizon})), '[]')
        from ${storyReactions} join ${tickers} on ${tickers.id} = ${storyReactions.tickerId}
        join ${articleTickers} on ${articleTickers.articleId} = ${storyReactions.articleId} and ${articleTickers.tickerId} = ${storyReactions.tickerId}
        where ${storyReactions.articleId} = c.id) as reactions
    from best join ${articles} c on c.id = best.id
    order by best.score desc, best.date_published desc, best.id desc`);
  return rowsOf<RankedRow>(result);
}

/**
 * The mean reaction per horizon over the reactions of the tickers the story names; when the similar stories measured
 * none of those, over all their reactions.
 */
function averageReactions(stories: readonly SimilarStoryRecord[], symbols: readonly string[]): Pick<SimilarStoriesFound, "averagedOver" | "averages"> {
  const all = stories.flatMap((story) => story.reactions);
  const shared = all.filter((reaction) => symbols.includes(reaction.ticker));
  const pool = shared.length ? shared : all;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const averages = reactionHorizons.flatMap((horizon): ReactionAverage[] => {
    const measured = pool.filter((reaction) => reaction.horizon === horizon);
    if (!measured.length) return [];
    const sized = measured.flatMap((reaction) => (reaction.zScore === null ? [] : [reaction.zScore]));
    return [{ horizon, reactions: measured.length, abnormalReturn: mean(measured.map((reaction) => reaction.abnormalReturn)), zScore: sized.length ? mean(sized) : null }];
  });
  return { averagedOver: shared.length ? "shared_tickers" : all.length ? "all_tickers" : null, averages };
}
