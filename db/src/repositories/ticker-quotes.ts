import { and, asc, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { articles, articleTickers, tickerQuotes, tickers, userTickers } from "../schema/index";

/** A ticker's latest price, the previous trading day's close, and the start of the bar the price closed. */
export interface QuoteRecord {
  symbol: string;
  price: number;
  previousClose: number | null;
  asOf: Date;
}

const sameQuote = (a: QuoteRecord, b: QuoteRecord) => a.price === b.price && a.previousClose === b.previousClose && a.asOf.getTime() === b.asOf.getTime();

/** The stored quotes of these symbols (a symbol without one is left out), in symbol order. */
export async function findQuotes(db: Database, symbols: readonly string[]): Promise<QuoteRecord[]> {
  if (!symbols.length) return [];
  return db
    .select({ symbol: tickerQuotes.symbol, price: tickerQuotes.price, previousClose: tickerQuotes.previousClose, asOf: tickerQuotes.asOf })
    .from(tickerQuotes)
    .where(inArray(tickerQuotes.symbol, [...symbols]))
    .orderBy(asc(tickerQuotes.symbol));
}

/** Stores these quotes and answers the ones that are new or differ from what was stored: the ones to push. */
export async function storeQuotes(db: Database, quotes: readonly QuoteRecord[]): Promise<QuoteRecord[]> {
  if (!quotes.length) return [];
  const stored = new Map((await findQuotes(db, quotes.map((quote) => quote.symbol))).map((quote) => [quote.symbol, quote]));
  const changed = quotes.filter((quote) => {
    const before = stored.get(quote.symbol);
    return !before || !sameQuote(before, quote);
  });
  if (changed.length) {
    await db
      .insert(tickerQuotes)
      .values(changed.map((quote) => ({ ...quote, updatedAt: new Date() })))
      .onConflictDoUpdate({
        target: tickerQuotes.symbol,
        set: {
          price: sql`excluded.price`,
          previousClose: sql`excluded.previous_close`,
          asOf: sql`excluded.as_of`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  return changed;
}

/**
 * Where the stories a member sees first begin: `since`, or the newest `stories` stories' oldest if that is earlier (a
 * quiet day, or a replay set seeded a day back, still has its first page quoted).
 */
export async function recentStoriesSince(db: Database, { since, stories }: { since: Date; stories: number }): Promise<Date> {
  const newest = await db.select({ publishedAt: articles.datePublished }).from(articles).orderBy(desc(articles.datePublished)).limit(stories);
  const oldest = newest.at(-1)?.publishedAt;
  return oldest && oldest < since ? oldest : since;
}

/**
 * The symbols to quote: those stories published since `since` name, and those on members' own lists, the ones whose
 * quote was refreshed longest ago (or never) first, so a run that can ask a live source for only some takes turns.
 */
export async function symbolsToQuote(db: Database, since: Date, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select wanted.symbol from (
      select ${tickers.ticker} as symbol from ${articleTickers}
        join ${articles} on ${articles.id} = ${articleTickers.articleId}
        join ${tickers} on ${tickers.id} = ${articleTickers.tickerId}
        where ${articles.datePublished} >= ${since.toISOString()}
      union
      select ${userTickers.symbol} as symbol from ${userTickers}
    ) wanted
    left join ${tickerQuotes} on ${tickerQuotes.symbol} = wanted.symbol
    order by ${tickerQuotes.updatedAt} asc nulls first, wanted.symbol asc
    limit ${limit}`);
  return (result as unknown as { rows: { symbol: string }[] }).rows.map((row) => row.symbol);
}

/** A ticker a story names whose price when the story broke is not known yet. */
export interface UnpricedStoryTicker {
  articleId: number;
  tickerId: number;
  symbol: string;
  publishedAt: Date;
}

/** The named tickers of stories published since `since` without their price at the story, newest stories first. */
export async function unpricedStoryTickers(db: Database, since: Date, limit: number): Promise<UnpricedStoryTicker[]> {
  return db
    .select({ articleId: articleTickers.articleId, tickerId: articleTickers.tickerId, symbol: tickers.ticker, publishedAt: articles.datePublished })
    .from(articleTickers)
    .innerJoin(articles, eq(articles.id, articleTickers.articleId))
    .innerJoin(tickers, eq(tickers.id, articleTickers.tickerId))
    .where(and(gte(articles.datePublished, since), isNull(articleTickers.priceAtStory)))
    .orderBy(sql`${articles.datePublished} desc`, asc(articleTickers.articleId), asc(articleTickers.position))
    .limit(limit);
}

/** Sets each story ticker's price when the story broke; one already set is kept (it never changes). */
export async function setPricesAtStory(db: Database, prices: readonly { articleId: number; tickerId: number; price: number }[]): Promise<void> {
  if (!prices.length) return;
  await db.execute(sql`
    update ${articleTickers} set price_at_story = x.price
    from json_to_recordset(${JSON.stringify(prices)}::json) as x("articleId" bigint, "tickerId" bigint, price double precision)
    where ${articleTickers.articleId} = x."articleId" and ${articleTickers.tickerId} = x."tickerId" and ${articleTickers.priceAtStory} is null`);
}
