import type { Publish } from "@tradewire/core";
import { measureReaction, reactionSpan, type ReactionBars } from "@tradewire/core/domain/reactions/measure-reaction";
import { reactionHorizons, type ReactionHorizonName } from "@tradewire/core/wire-constants";
import { findFeedArticles, presentArticle, storeReactions, storyTickersAwaitingReactions, type Database, type ReactionRecord } from "@tradewire/db";
import type { PriceProvider } from "../prices/price-providers";
import { benchmarkFor, benchmarkTable } from "../reports/benchmark-for";
import { cachedHistories } from "../reports/cached-history";

const DAY_MS = 86_400_000;
/** A story's last horizon (one session) closes within this: a Friday-evening story's at Monday's close, a holiday later. */
const LOOKBACK_DAYS = 6;
/** 5-minute bars before the oldest story, for the estimation window of 20 sessions (a month with holidays). */
const INTRADAY_HISTORY_DAYS = 35;
/** Daily bars before it, for 120 sessions. */
const DAILY_HISTORY_DAYS = 190;
/** Story tickers looked at per run; a backlog clears over a few runs. */
const PAIRS_PER_RUN = 500;
/** Yahoo is asked for at most this many symbols a run (each a request); the replay paths are computed. */
const LIVE_SYMBOLS_PER_RUN = 20;
const DAILY_FRESH_MS = 30 * 60_000;

/**
 * The bars of the estimation windows: a month of 5-minute bars a ticker. Yahoo's are cached, as the reports' are; the
 * replay paths are computed, and storing a month of them for every ticker cost the first run most of a minute.
 */
export async function historiesOf(db: Database, provider: PriceProvider, symbols: string[], request: Parameters<typeof cachedHistories>[3]) {
  if (provider.name !== "replay") return cachedHistories(db, provider, symbols, request);
  const { interval, from, to } = request;
  return Object.fromEntries(await Promise.all(symbols.map(async (symbol) => [symbol, await provider.history(symbol, { interval, from, to })] as const)));
}

/** What a run of measure-reactions works with, for stories and for releases alike. */
export interface MeasureReactionsOptions {
  db: Database;
  provider: PriceProvider;
  publish: Publish;
  now: Date;
  benchmarks: readonly string[];
  /** Trading minutes per horizon, when shortened (REACTION_MINUTES). */
  minutes: Partial<Record<ReactionHorizonName, number>>;
  everyMs: number;
}

/**
 * Measures what the stories of the last days did to the tickers they name, per horizon, once it has closed: core's
 * measureReaction over the bars the reports cache (Yahoo in live mode, the replay paths otherwise), each ticker against
 * its country's benchmark (BENCHMARKS, else SPY). Stores each reaction once and pushes the stories that gained one
 * (`article.updated`), so the feed and the pane show them without a reload. Answers what it did.
 */
export async function measureReactionsFrom(options: MeasureReactionsOptions) {
  const { db, provider, publish, benchmarks, minutes, everyMs } = options;
  const now = options.now.getTime();
  // A ticker that is its own benchmark moves 0% against itself: not a reaction.
  const awaiting = await storyTickersAwaitingReactions(db, {
    since: new Date(now - LOOKBACK_DAYS * DAY_MS),
    horizons: reactionHorizons,
    limit: PAIRS_PER_RUN,
    benchmarks: benchmarkTable(benchmarks),
  });
  // Only the pairs with a horizon closed by now: the others would cost their bars for nothing.
  const closed = (pair: (typeof awaiting)[number]) =>
    reactionHorizons.some((horizon) => !pair.measured.includes(horizon) && reactionSpan(pair.publishedAt.getTime(), horizon, minutes[horizon]).end <= now);
  const pairs = awaiting.filter(closed).map((pair) => ({ ...pair, benchmark: benchmarkFor(pair.country, benchmarks) }));
  const wanted = [...new Set(pairs.flatMap((pair) => [pair.benchmark, pair.symbol]))].filter((symbol) => provider.knows(symbol));
  // Benchmarks first: every ticker of a country needs its benchmark.
  const symbols = provider.name === "yahoo" ? wanted.slice(0, LIVE_SYMBOLS_PER_RUN) : wanted;
  if (!pairs.length || !symbols.length) return { measured: 0, stories: 0 };
  const oldest = Math.min(...pairs.map((pair) => pair.publishedAt.getTime()));
  const to = new Date(now);
  const fiveMinute = await historiesOf(db, provider, symbols, { interval: "5m", from: new Date(oldest - INTRADAY_HISTORY_DAYS * DAY_MS), to, freshMs: everyMs });
  const daily = await historiesOf(db, provider, symbols, { interval: "1d", from: new Date(oldest - DAILY_HISTORY_DAYS * DAY_MS), to, freshMs: DAILY_FRESH_MS });
  const barsOf = (symbol: string): ReactionBars | null =>
    symbols.includes(symbol) ? { fiveMinute: fiveMinute[symbol] ?? [], daily: daily[symbol] ?? [] } : null;

  const measured: ReactionRecord[] = [];
  for (const pair of pairs) {
    const stock = barsOf(pair.symbol);
    const benchmark = barsOf(pair.benchmark);
    if (!stock || !benchmark) continue;
    for (const horizon of reactionHorizons) {
      if (pair.measured.includes(horizon)) continue;
      const reaction = measureReaction({ published: pair.publishedAt.getTime(), horizon, now, stock, benchmark, minutes: minutes[horizon] });
      if (!reaction) continue;
      measured.push({
        articleId: pair.articleId,
        tickerId: pair.tickerId,
        horizon,
        benchmark: pair.benchmark,
        priceSource: provider.name,
        startsAt: new Date(reaction.start),
        endsAt: new Date(reaction.end),
        stockReturn: reaction.stockReturn,
        benchmarkReturn: reaction.benchmarkReturn,
        abnormalReturn: reaction.abnormalReturn,
        sigma: reaction.sigma,
        zScore: reaction.zScore,
      });
    }
  }
  await storeReactions(db, measured);
  const stories = [...new Set(measured.map((reaction) => reaction.articleId))];
  if (stories.length) {
    const articles = await findFeedArticles(db, stories);
    // Published in one tick: the event bus sends them as one batch.
    await Promise.all(articles.map((article) => publish("article.updated", presentArticle(article))));
  }
  return { measured: measured.length, stories: stories.length };
}
