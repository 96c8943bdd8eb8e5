import { sql } from "drizzle-orm";
import { percentChange, roundPercent, roundPrice } from "@tradewire/core/domain/report/prices";
import type { Database } from "../client";
import { articles, articleTickers, priceBars, priceCoverage, tickers } from "../schema/index";

/** A ticker of a recent story, its move on the day and the story that named it. */
export interface MarketMoverRecord {
  ticker: string;
  company: string;
  exchange: string | null;
  /** The close of the latest stored bar (4 decimals). */
  price: number;
  previousClose: number;
  /** (price / previousClose - 1) × 100, 2 decimals. */
  changePercent: number;
  /** When the latest bar started. */
  asOf: Date;
  story: { id: number; title: string; url: string; datePublished: Date };
}

export interface MarketMoversQuery {
  /** Stories published since then are recent. */
  storiesSince: Date;
  /** At most this many of the newest recent stories that name a ticker. */
  stories: number;
  /** A latest bar older than this is not the day's move: the ticker is left out. */
  barsSince: Date;
  limit: number;
}

interface MoverRow {
  ticker: string;
  company: string;
  exchange: string | null;
  article_id: number | string;
  title: string;
  url: string;
  published_ms: number;
  as_of_ms: number;
  price: number;
  previous_close: number | null;
}

/**
 * The day's biggest movers among the tickers of recent stories, largest absolute change first (then by
 * symbol). Each ticker comes with the newest of those stories that named it.
 *
 * Prices are the bars the report jobs cached. Bars are stored per price source ("replay:NVDA",
 * "yahoo:NVDA"), which never mix; a ticker's bars are read from the source whose bars were fetched for it
 * most recently.
 *
 * The day's change matches a report's 1D column: the latest bar of any interval (the newest, the finer
 * on a tie) against the last daily close of an earlier UTC day; without daily bars, against the last
 * bar of the same interval on an earlier UTC day. A ticker without both prices is left out.
 */
export async function findMarketMovers(db: Database, query: MarketMoversQuery): Promise<MarketMoverRecord[]> {
  const result = await db.execute(sql`
    with recent as (
      select a.id, a.title, a.url, a.date_published
      from ${articles} a
      where a.date_published >= ${query.storiesSince.toISOString()}::timestamptz
        and exists (select 1 from ${articleTickers} l where l.article_id = a.id)
      order by a.date_published desc, a.id desc
      limit ${query.stories}
    ),
    named as (
      select distinct on (t.ticker) t.ticker, t.company, t.exchange, r.id as article_id, r.title, r.url, r.date_published
      from recent r
      join ${articleTickers} l on l.article_id = r.id
      join ${tickers} t on t.id = l.ticker_id
      order by t.ticker, r.date_published desc, r.id desc
    ),
    sourced as (
      select distinct on (n.ticker) n.ticker, c.symbol as bar_symbol
      from named n
      join ${priceCoverage} c on strpos(c.symbol, ':') > 1 and substr(c.symbol, strpos(c.symbol, ':') + 1) = n.ticker
      where exists (select 1 from ${priceBars} p where p.symbol = c.symbol and p.interval = c.interval)
      order by n.ticker, c.covered_to desc
    ),
    latest as (
      select distinct on (s.ticker) s.ticker, s.bar_symbol, i.bar_interval, b.time, b.close
      from sourced s
      cross join (values ('5m', 1), ('15m', 2), ('1h', 3), ('1d', 4)) as i(bar_interval, fineness)
      cross join lateral (
        select p.time, p.close from ${priceBars} p
        where p.symbol = s.bar_symbol and p.interval = i.bar_interval and p.close > 0
        order by p.time desc
        limit 1
      ) b
      order by s.ticker, b.time desc, i.fineness
    )
    select n.ticker, n.company, n.exchange, n.article_id, n.title, n.url,
      (extract(epoch from n.date_published) * 1000)::float8 as published_ms,
      (extract(epoch from l.time) * 1000)::float8 as as_of_ms,
      l.close as price,
      coalesce(
        (select p.close from ${priceBars} p
          where p.symbol = l.bar_symbol and p.interval = '1d' and p.close > 0 and p.time < date_trunc('day', l.time, 'UTC')
          order by p.time desc limit 1),
        (select p.close from ${priceBars} p
          where p.symbol = l.bar_symbol and p.interval = l.bar_interval and p.close > 0 and p.time < date_trunc('day', l.time, 'UTC')
          order by p.time desc limit 1)
      ) as previous_close
    from latest l
    join named n on n.ticker = l.ticker
    where l.time >= ${query.barsSince.toISOString()}::timestamptz`);

  const movers: MarketMoverRecord[] = [];
  for (const row of (result as unknown as { rows: MoverRow[] }).rows) {
    const change = percentChange(row.previous_close, row.price);
    if (change === null || row.previous_close === null) continue;
    movers.push({
      ticker: row.ticker,
      company: row.company,
      exchange: row.exchange,
      price: roundPrice(row.price)!,
      previousClose: roundPrice(row.previous_close)!,
      changePercent: roundPercent(change)!,
      asOf: new Date(row.as_of_ms),
      story: { id: Number(row.article_id), title: row.title, url: row.url, datePublished: new Date(row.published_ms) },
    });
  }
  // Ordered by the change as shown, so equal-looking moves fall back to the symbol.
  return movers
    .sort((a, b) => Math.abs(b.changePercent) - Math.abs(a.changePercent) || a.ticker.localeCompare(b.ticker))
    .slice(0, query.limit);
}
