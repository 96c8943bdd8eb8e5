import type { Publish } from "@tradewire/core";
import { fiveMinuteSigma, lastClosedFiveMinutes, marketMoveOf, type MoveThresholds, stockMoveAt } from "@tradewire/core/domain/moves/detect-move";
import { rankMoveStories, type MoveSubject } from "@tradewire/core/domain/moves/rank-move-stories";
import { FIVE_MINUTES_MS, indexBars } from "@tradewire/core/domain/reactions/reaction-prices";
import { sessionsBefore, type TradingSession } from "@tradewire/core/domain/trading-calendar";
import type { PriceBar } from "@tradewire/core/domain/report/index";
import {
  appendLatestPricePoints,
  findMoves,
  lastMoveEnds,
  type MarketRow,
  moveSubjectKey,
  type MoveRecord,
  presentMove,
  readPriceHistories,
  recentStoriesSince,
  storeMove,
  storiesInWindow,
  symbolsToQuote,
  tickerListingsBySymbol,
  type Database,
} from "@tradewire/db";
import type { PriceProvider } from "../prices/price-providers";
import { benchmarkFor } from "../reports/benchmark-for";
import { cachedHistories } from "../reports/cached-history";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The stocks watched: those of the last day's stories (the newest 200 stories' at least) and members' own lists, as quotes are. */
const STORY_HOURS = 24;
const FIRST_STORIES = 200;
/** Replay paths are computed: every symbol each run. Yahoo is asked for at most this many a run, as for quotes. */
const REPLAY_SYMBOLS_PER_RUN = 5_000;
const LIVE_SYMBOLS_PER_RUN = 20;
/** 5-minute bars back this far hold the σ's 20 sessions (a month with holidays). */
const SIGMA_HISTORY_DAYS = 35;
/** σ's worked out between two turns of the event loop (npm run bench -- moves: 5,000 take 1.7 s). */
const SIGMAS_BETWEEN_YIELDS = 100;
/** The stories that may explain a move: those of the two hours before its end. */
export const MOVE_STORY_WINDOW_MS = 2 * HOUR_MS;

/**
 * Each stock's σ of 5-minute abnormal returns for the day: it depends on the 20 sessions before, so it is worked out once
 * a day per symbol, not every minute. Keyed "source:SYMBOL:day"; yesterday's are dropped when a new day's is added.
 */
const sigmas = new Map<string, number | null>();

export interface DetectMovesOptions {
  db: Database;
  provider: PriceProvider;
  publish: Publish;
  now: Date;
  thresholds: MoveThresholds;
  benchmarks: readonly string[];
  /** The followed markets (linked to recent stories or on a watchlist), and whether their prices are the replay set's. */
  markets: readonly MarketRow[];
  marketPrices: "live" | "replay";
  everyMs: number;
}

async function barsOf(db: Database, provider: PriceProvider, symbols: string[], from: Date, to: Date, freshMs: number): Promise<Record<string, PriceBar[]>> {
  if (provider.name !== "replay") return cachedHistories(db, provider, symbols, { interval: "5m", from, to, freshMs });
  return Object.fromEntries(await Promise.all(symbols.map(async (symbol) => [symbol, await provider.history(symbol, { interval: "5m", from, to })] as const)));
}

/** The stock moves of the last closed 5 minutes: abnormal against the benchmark, in the ticker's own σ (core's stockMoveAt). */
async function stockMoves(options: DetectMovesOptions): Promise<{ record: MoveRecord; subject: MoveSubject }[]> {
  const { db, provider, thresholds, benchmarks, everyMs } = options;
  const now = options.now.getTime();
  const bar = lastClosedFiveMinutes(now);
  if (!bar) return [];
  const since = await recentStoriesSince(db, { since: new Date(now - STORY_HOURS * HOUR_MS), stories: FIRST_STORIES });
  const watched = await symbolsToQuote(db, since, provider.name === "yahoo" ? LIVE_SYMBOLS_PER_RUN : REPLAY_SYMBOLS_PER_RUN);
  const listings = await tickerListingsBySymbol(db, watched);
  const stocks = watched.flatMap((symbol) => {
    const listing = listings.get(symbol);
    const benchmark = listing && benchmarkFor(listing.country, benchmarks);
    return listing && benchmark && symbol !== benchmark && provider.knows(symbol) && provider.knows(benchmark) ? [{ ...listing, benchmark }] : [];
  });
  if (!stocks.length) return [];
  const key = (symbol: string) => `${provider.name}:${symbol}:${bar.session.day}`;
  const index = (bars: PriceBar[] | undefined) => indexBars({ fiveMinute: bars ?? [], daily: [] });
  const symbolsOf = (some: typeof stocks) => [...new Set(some.flatMap((stock) => [stock.ticker, stock.benchmark]))];

  // A symbol's first tick of the day reads the month behind its σ; every other tick only the bars since the previous
  // session's last one, where the day's first window starts.
  const fresh = stocks.filter((stock) => !sigmas.has(key(stock.ticker)));
  if (fresh.length) {
    for (const cached of sigmas.keys()) if (!cached.endsWith(bar.session.day)) sigmas.delete(cached);
    const month = await barsOf(db, provider, symbolsOf(fresh), new Date(now - SIGMA_HISTORY_DAYS * DAY_MS), options.now, everyMs);
    for (const [at, stock] of fresh.entries()) {
      sigmas.set(key(stock.ticker), fiveMinuteSigma(index(month[stock.ticker]), index(month[stock.benchmark]), bar.session));
      // About 0.35 ms a σ: an embedded app's requests get the event loop back every 100 of them.
      if (at % SIGMAS_BETWEEN_YIELDS === SIGMAS_BETWEEN_YIELDS - 1) await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const lastClose = (sessionsBefore(bar.session.day, 1)[0] as TradingSession).close;
  // Fetched again every run (fresh for 0 ms): a bar cached while it was forming would judge the bar that has just
  // closed on an old price, and a move is stored once.
  const today = await barsOf(db, provider, symbolsOf(stocks), new Date(lastClose - FIVE_MINUTES_MS), options.now, 0);
  const indexed = new Map(Object.entries(today).map(([symbol, bars]) => [symbol, index(bars)]));

  const found: { record: MoveRecord; subject: MoveSubject }[] = [];
  for (const stock of stocks) {
    const prices = indexed.get(stock.ticker);
    const benchmark = indexed.get(stock.benchmark);
    if (!prices || !benchmark) continue;
    const move = stockMoveAt({ now, bar, stock: prices, benchmark, sigma: sigmas.get(key(stock.ticker)) ?? null, thresholds });
    if (!move) continue;
    found.push({
      subject: { kind: "stock", symbol: stock.ticker, company: stock.company, tags: [] },
      record: {
        kind: "stock",
        subject: moveSubjectKey({ kind: "stock", symbol: stock.ticker }),
        tickerId: stock.id,
        marketId: null,
        startsAt: new Date(move.start),
        endsAt: new Date(move.end),
        fromValue: move.from,
        toValue: move.to,
        abnormalReturn: move.abnormalReturn,
        benchmark: stock.benchmark,
        sigma: move.sigma,
        zScore: move.zScore,
        priceSource: provider.name === "yahoo" ? "live" : "replay",
      },
    });
  }
  return found;
}

/** The market moves: a followed market's probability as last read, against its stored points of the window (core's marketMoveOf). */
async function marketMoves(options: DetectMovesOptions): Promise<{ record: MoveRecord; subject: MoveSubject }[]> {
  const { db, thresholds, markets, marketPrices } = options;
  const now = options.now.getTime();
  const priced = markets.filter((market) => market.probability !== null && !market.closed);
  if (!priced.length) return [];
  const windowMs = thresholds.marketMinutes * 60_000;
  // Each market's probability as last read (ingest-markets) is a point of its path: the platforms' histories come in
  // 10-minute points every 5 minutes, too coarse and too late for a jump of the last minutes.
  await appendLatestPricePoints(
    db,
    priced.filter((market) => market.updatedAt.getTime() <= now).map((market) => ({ marketId: market.id, at: market.updatedAt, price: market.probability as number })),
  );
  const histories = await readPriceHistories(
    db,
    priced.map((market) => market.id),
    new Date(now - windowMs),
  );
  const lastEnds = await lastMoveEnds(
    db,
    priced.map((market) => moveSubjectKey({ kind: "market", marketId: market.id })),
  );
  const found: { record: MoveRecord; subject: MoveSubject }[] = [];
  for (const market of priced) {
    const subject = moveSubjectKey({ kind: "market", marketId: market.id });
    const path = (histories.get(market.id) ?? []).filter((point) => point.at.getTime() <= now).map((point) => ({ at: point.at.getTime(), probability: point.price }));
    const move = marketMoveOf(path, thresholds);
    // One jump is one move: none again for a market within the window of its last one.
    const last = lastEnds.get(subject)?.getTime();
    if (!move || (last !== undefined && last > now - windowMs)) continue;
    found.push({
      subject: { kind: "market", marketId: market.id, question: market.question, tags: market.tags },
      record: {
        kind: "market",
        subject,
        tickerId: null,
        marketId: market.id,
        startsAt: new Date(move.start),
        endsAt: new Date(move.end),
        fromValue: move.from,
        toValue: move.to,
        abnormalReturn: null,
        benchmark: null,
        sigma: null,
        zScore: null,
        priceSource: marketPrices,
      },
    });
  }
  return found;
}

/**
 * Looks for moves (the stocks in the news and on members' lists, the followed markets), stores each once with the stories
 * of the two hours before it ranked by core's rankMoveStories, and publishes each new one as `move.detected`. Answers
 * how many it stored.
 */
export async function detectMovesFrom(options: DetectMovesOptions): Promise<{ moves: number }> {
  // The two halves stand alone: a price source that fails (Yahoo rate-limits) must not stop the markets' moves, and
  // their alerts. The failure is thrown once the other half is stored, so the job still reports it.
  const halves = await Promise.allSettled([stockMoves(options), marketMoves(options)]);
  const found = halves.flatMap((half) => (half.status === "fulfilled" ? half.value : []));
  const failed = halves.find((half): half is PromiseRejectedResult => half.status === "rejected");
  if (!found.length) {
    if (failed) throw failed.reason;
    return { moves: 0 };
  }
  const earliest = Math.min(...found.map((move) => move.record.endsAt.getTime()));
  const stories = await storiesInWindow(options.db, { since: new Date(earliest - MOVE_STORY_WINDOW_MS), until: options.now });
  const stored: number[] = [];
  for (const { record, subject } of found) {
    const end = record.endsAt.getTime();
    const ranked = rankMoveStories(subject, stories, { start: end - MOVE_STORY_WINDOW_MS, end });
    const id = await storeMove(options.db, record, ranked);
    if (id !== null) stored.push(id);
  }
  if (stored.length) {
    const moves = await findMoves(options.db, { limit: stored.length, ids: stored });
    await Promise.all(moves.map((move) => options.publish("move.detected", presentMove(move))));
  }
  if (failed) throw failed.reason;
  return { moves: stored.length };
}
