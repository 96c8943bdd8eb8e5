import { eq, inArray, sql } from "drizzle-orm";
import type { TickerListing } from "@tradewire/core/domain/classify/index";
import type { Database } from "../client";
import { articles, articleTickers, tickers } from "../schema/index";

/** A dictionary listing as the tickers table stores it (aliases serve matching only). */
export type TickerRecord = Omit<TickerListing, "aliases">;

/** Loads the bundled dictionary into the tickers table; listings already there are refreshed, none removed. */
export async function upsertTickers(db: Database, listings: readonly TickerRecord[]): Promise<void> {
  for (let start = 0; start < listings.length; start += 1_000) {
    await db
      .insert(tickers)
      .values(listings.slice(start, start + 1_000).map((listing) => ({ ...listing })))
      .onConflictDoUpdate({
        target: [tickers.ticker, tickers.exchange],
        set: {
          company: sql`excluded.company`,
          sector: sql`excluded.sector`,
          country: sql`excluded.country`,
          marketCap: sql`excluded.market_cap`,
        },
      });
  }
}

/** Every stored listing's symbol, exchange and company: enough to tell whether the bundled dictionary changed. */
export async function listTickerNames(db: Database): Promise<{ ticker: string; exchange: string | null; company: string }[]> {
  return db.select({ ticker: tickers.ticker, exchange: tickers.exchange, company: tickers.company }).from(tickers);
}

export async function countTickers(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(tickers);
  return row?.count ?? 0;
}

/** Symbol -> its listing (with the row id); where a symbol is listed twice, the larger company. */
export async function tickerListingsBySymbol(db: Database, symbols: string[]): Promise<Map<string, TickerSummary & { id: number }>> {
  if (!symbols.length) return new Map();
  const rows = await db
    .select({ id: tickers.id, ticker: tickers.ticker, company: tickers.company, exchange: tickers.exchange, sector: tickers.sector, country: tickers.country })
    .from(tickers)
    .where(inArray(tickers.ticker, symbols))
    .orderBy(sql`${tickers.marketCap} desc nulls last`);
  const listings = new Map<string, TickerSummary & { id: number }>();
  for (const row of rows) if (!listings.has(row.ticker)) listings.set(row.ticker, row);
  return listings;
}

export interface ArticleTickerLink {
  articleId: number;
  tickerId: number;
  position: number;
}

export async function linkArticleTickers(db: Database, links: ArticleTickerLink[]): Promise<void> {
  if (!links.length) return;
  const rows = links.map((link) => ({ article_id: link.articleId, ticker_id: link.tickerId, position: link.position }));
  await db.execute(sql`
    insert into ${articleTickers} (article_id, ticker_id, position, saved)
    select article_id, ticker_id, position, true
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(article_id bigint, ticker_id bigint, position integer)
    on conflict do nothing`);
}

export interface TickerSummary {
  ticker: string;
  company: string;
  exchange: string | null;
  sector: string | null;
  country: string | null;
}

const summaryColumns = {
  ticker: tickers.ticker,
  company: tickers.company,
  exchange: tickers.exchange,
  sector: tickers.sector,
  country: tickers.country,
};

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * Symbol prefix, or every word of the query starting a word of the company name; the exact symbol first, then symbol
 * prefixes, then by market cap (the listing a trader most likely means).
 */
export async function searchTickers(db: Database, query: string, limit: number): Promise<TickerSummary[]> {
  const q = query.trim();
  if (!q) return [];
  const symbol = q.toUpperCase();
  // Each word must start a word of the company name: "apple hosp" finds Apple Hospitality, "a" does not find NVIDIA.
  const words = q.split(/\s+/).filter(Boolean).map(likeEscaped);
  return db
    .select(summaryColumns)
    .from(tickers)
    .where(
      sql`${tickers.ticker} like ${`${likeEscaped(symbol)}%`} or (${sql.join(
        words.map((word) => sql`(${tickers.company} ilike ${`${word}%`} or ${tickers.company} ilike ${`% ${word}%`})`),
        sql` and `,
      )})`,
    )
    .orderBy(
      sql`${tickers.ticker} = ${symbol} desc`,
      sql`${tickers.ticker} like ${`${likeEscaped(symbol)}%`} desc`,
      sql`${tickers.marketCap} desc nulls last`,
      tickers.ticker,
    )
    .limit(limit);
}

/** The article's named tickers, in the order the story (or the editor) gave them. */
export async function listArticleTickers(db: Database, articleId: number): Promise<(TickerSummary & { saved: boolean })[]> {
  return db
    .select({ ...summaryColumns, saved: articleTickers.saved })
    .from(articleTickers)
    .innerJoin(tickers, sql`${tickers.id} = ${articleTickers.tickerId}`)
    .where(sql`${articleTickers.articleId} = ${articleId}`)
    .orderBy(articleTickers.position);
}

/**
 * Resolves symbols (with the exchange when given, else the largest listing) to ticker ids.
 * Answers the ids in order and the symbols that match no listing.
 */
export async function resolveTickers(
  db: Database,
  wanted: { ticker: string; exchange?: string | null }[],
): Promise<{ ids: number[]; unknown: string[] }> {
  const symbols = [...new Set(wanted.map((entry) => entry.ticker.toUpperCase()))];
  const rows = symbols.length
    ? await db
        .select({ id: tickers.id, ticker: tickers.ticker, exchange: tickers.exchange })
        .from(tickers)
        .where(inArray(tickers.ticker, symbols))
        .orderBy(sql`${tickers.marketCap} desc nulls last`)
    : [];
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const entry of wanted) {
    const symbol = entry.ticker.toUpperCase();
    const match =
      rows.find((row) => row.ticker === symbol && entry.exchange && row.exchange === entry.exchange) ??
      rows.find((row) => row.ticker === symbol);
    if (match) ids.push(match.id);
    else unknown.push(symbol);
  }
  return { ids: [...new Set(ids)], unknown: [...new Set(unknown)] };
}

/**
 * An editor's choice of the article's named tickers, in full: these, in this order, all saved. From now on
 * re-classification leaves them alone.
 */
export async function replaceArticleTickers(db: Database, articleId: number, tickerIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    // First: the story's row stays locked until the commit, so a re-classification running meanwhile waits and then sees the mark.
    await tx.update(articles).set({ tickersOrigin: "editor" }).where(eq(articles.id, articleId));
    await tx.delete(articleTickers).where(sql`${articleTickers.articleId} = ${articleId}`);
    if (tickerIds.length) {
      await tx
        .insert(articleTickers)
        .values(tickerIds.map((tickerId, position) => ({ articleId, tickerId, position, saved: true })));
    }
  });
}

export interface ClassifiedTickers {
  id: number;
  /** The linker's named tickers, in the story's order; absent: the named ones stay as they are. */
  tickerIds?: number[];
  /** Absent: the related ones stay as they are. */
  relatedTickers?: string[];
}

/**
 * Stores a batch of re-classified tickers in one statement: related tickers on every story, named ones only on
 * the stories whose named tickers are still the linker's (a source's or an editor's choice, even one saved
 * meanwhile, is left alone). Answers the ids of the stories whose named tickers it replaced.
 */
export async function updateClassifiedTickers(db: Database, updates: readonly ClassifiedTickers[]): Promise<number[]> {
  if (!updates.length) return [];
  const rows = updates.map(({ id, tickerIds, relatedTickers }) => ({ id, ticker_ids: tickerIds ?? null, related_tickers: relatedTickers ?? null }));
  // The update locks each story and answers its origin as committed, before its links change.
  const result = await db.execute(sql`
    with x as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as x(id bigint, ticker_ids bigint[], related_tickers text[])
    ),
    stories as (
      update ${articles} set related_tickers = coalesce(x.related_tickers, ${articles.relatedTickers})
      from x where ${articles.id} = x.id
      returning ${articles.id}, ${articles.tickersOrigin}
    ),
    relinked as (
      select x.id, x.ticker_ids from x join stories on stories.id = x.id
      where x.ticker_ids is not null and stories.tickers_origin = 'linker'
    ),
    unlinked as (
      delete from ${articleTickers} using relinked
      where ${articleTickers.articleId} = relinked.id and ${articleTickers.tickerId} <> all(relinked.ticker_ids)
    ),
    linked as (
      insert into ${articleTickers} (article_id, ticker_id, position, saved)
      select relinked.id, link.ticker_id, link.position - 1, true
      from relinked, unnest(relinked.ticker_ids) with ordinality as link(ticker_id, position)
      on conflict (article_id, ticker_id) do update set position = excluded.position, saved = true
    )
    select id from relinked`);
  return (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
}
