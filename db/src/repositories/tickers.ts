import { inArray, sql } from "drizzle-orm";
import type { TickerListing } from "@tradewire/core/domain/classify/index";
import type { Database } from "../client";
import { articleTickers, tickers } from "../schema/index";

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

export async function countTickers(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(tickers);
  return row?.count ?? 0;
}

/** Ids of listed symbols; a symbol listed on several exchanges maps to its largest listing. */
export async function tickerIdsBySymbol(db: Database, symbols: string[]): Promise<Map<string, number>> {
  if (!symbols.length) return new Map();
  const rows = await db
    .select({ id: tickers.id, ticker: tickers.ticker })
    .from(tickers)
    .where(inArray(tickers.ticker, symbols))
    .orderBy(sql`${tickers.marketCap} desc nulls last`);
  const ids = new Map<string, number>();
  for (const row of rows) if (!ids.has(row.ticker)) ids.set(row.ticker, row.id);
  return ids;
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
