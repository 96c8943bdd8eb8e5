import type { Publish } from "@tradewire/core";
import { latestQuote, priceAt } from "@tradewire/core/domain/report/index";
import {
  findFeedArticles,
  presentArticle,
  presentQuote,
  recentStoriesSince,
  setPricesAtStory,
  storeQuotes,
  symbolsToQuote,
  unpricedStoryTickers,
  type Database,
  type QuoteRecord,
} from "@tradewire/db";
import type { PriceProvider } from "../prices/price-providers";
import { cachedHistories } from "../reports/cached-history";

const HOUR_MS = 3_600_000;
/** Tickers named by stories this recent are quoted, and by the newest FIRST_STORIES stories however old. */
const STORY_HOURS = 24;
/** The stories a member sees first (a feed page is 50): quoted on a quiet day too, or in a replay seeded a day back. */
const FIRST_STORIES = 200;
/** 5-minute bars reach back this far: Monday morning's price against a story of Friday afternoon. */
const INTRADAY_DAYS = 4;
/** Daily bars for the previous close, across a long weekend. */
const DAILY_DAYS = 10;
/** Yahoo is asked for at most this many symbols a run (a request each; daily bars twice an hour): the rest take turns. */
const LIVE_SYMBOLS_PER_RUN = 20;
/** The previous close changes once a day: daily bars fetched this recently are current. */
const DAILY_FRESH_MS = 30 * 60_000;
/** The replay prices are computed here, not asked for: every symbol, every run. */
const REPLAY_SYMBOLS_PER_RUN = 1_000;
/** Story tickers priced per run; a backlog (a first run) clears over a few runs. */
const STORY_TICKERS_PER_RUN = 2_000;

/**
 * Keeps the quote (last price, previous close) of every ticker the last 24 hours' stories name (the newest 200 stories'
 * at least) and every ticker on a member's own list, from the bars the
 * reports cache (Yahoo in live mode, the replay paths otherwise), and pushes the quotes that changed as one
 * `quote.updated`. Each named ticker's price when its story broke is set once, from the same bars, and the story
 * is pushed again (`article.updated`) so open feeds can show the move since the story. Answers what it did.
 */
export async function refreshQuotesFrom(options: {
  db: Database;
  provider: PriceProvider;
  publish: Publish;
  now: Date;
  /** How often the job runs: the 5-minute bars are fetched again at most as often. */
  everyMs: number;
}) {
  const { db, provider, publish, everyMs } = options;
  const now = options.now.getTime();
  const since = await recentStoriesSince(db, { since: new Date(now - STORY_HOURS * HOUR_MS), stories: FIRST_STORIES });
  const named = await symbolsToQuote(db, since, provider.name === "yahoo" ? LIVE_SYMBOLS_PER_RUN : REPLAY_SYMBOLS_PER_RUN);
  const symbols = named.filter((symbol) => provider.knows(symbol));
  if (!symbols.length) return { quoted: 0, pushed: 0, storiesPriced: 0 };
  const to = new Date(now);
  const intraday = await cachedHistories(db, provider, symbols, { interval: "5m", from: new Date(now - INTRADAY_DAYS * 24 * HOUR_MS), to, freshMs: everyMs });
  const daily = await cachedHistories(db, provider, symbols, { interval: "1d", from: new Date(now - DAILY_DAYS * 24 * HOUR_MS), to, freshMs: DAILY_FRESH_MS });
  const barsOf = (symbol: string) => ({ "5m": intraday[symbol], "1d": daily[symbol] });

  const quotes: QuoteRecord[] = [];
  for (const symbol of symbols) {
    const quote = latestQuote(barsOf(symbol));
    if (quote) quotes.push({ symbol, price: quote.price, previousClose: quote.previousClose, asOf: new Date(quote.asOf) });
  }
  const changed = await storeQuotes(db, quotes);
  if (changed.length) await publish("quote.updated", { quotes: changed.map(presentQuote) });

  const quoted = new Set(quotes.map((quote) => quote.symbol));
  const prices = (await unpricedStoryTickers(db, since, STORY_TICKERS_PER_RUN)).flatMap((row) => {
    const price = quoted.has(row.symbol) ? priceAt(barsOf(row.symbol), row.publishedAt.getTime()) : null;
    return price === null ? [] : [{ articleId: row.articleId, tickerId: row.tickerId, price }];
  });
  if (prices.length) {
    await setPricesAtStory(db, prices);
    const articles = await findFeedArticles(db, [...new Set(prices.map((price) => price.articleId))]);
    // Published in one tick: the event bus sends them as one batch.
    await Promise.all(articles.map((article) => publish("article.updated", presentArticle(article))));
  }
  return { quoted: quotes.length, pushed: changed.length, storiesPriced: new Set(prices.map((price) => price.articleId)).size };
}
