import { randomUUID } from "node:crypto";
import type { CalendarSnapshot } from "@tradewire/core";
import { REACTION_HORIZON_MINUTES } from "@tradewire/core/domain/reactions/measure-reaction";
import { makeCalendarSnapshot } from "@tradewire/core/testing/calendar-fixture";
import type { Database } from "../client";
import type { ArticleRow, NewArticle } from "../repositories/articles";
import { linkArticleMarkets } from "../repositories/article-markets";
import { upsertPredictionMarkets, type MarketRecord } from "../repositories/prediction-markets";
import { storeBars, type StoredBar } from "../repositories/price-bars";
import { saveReport } from "../repositories/reports";
import { storeReactions, type ReactionRecord } from "../repositories/story-reactions";
import { storeCalendarEventReactions, type CalendarEventReactionRecord } from "../repositories/calendar-event-reactions";
import type { CalendarEventRow } from "../repositories/calendar-events";
import { createAlert, type AlertFields } from "../repositories/alerts";
import { claimDueSources } from "../repositories/source-states";
import { linkArticleTickers, tickerListingsBySymbol, upsertTickers, type TickerRecord } from "../repositories/tickers";
import { upsertUserFromIdentity, type IdentityClaims } from "../repositories/users";
import { articles, calendarEvents } from "../schema/index";

// Factories create the rows a test needs, and whatever parent rows are missing. Named make*, so they never
// read like the production functions of the same models (core's buildReport, the build-report job).

export async function makeUser(db: Database, overrides: Partial<IdentityClaims> = {}, adminEmails: string[] = []) {
  const subject = overrides.subject ?? randomUUID();
  return upsertUserFromIdentity(
    db,
    { issuer: "https://issuer.test", subject, email: `${subject}@example.test`, name: "Test User", ...overrides },
    adminEmails,
  );
}

/** A stored article; only the title and a unique URL are set unless overridden, so the schema's defaults show. */
export async function makeArticle(db: Database, overrides: Partial<NewArticle> = {}): Promise<ArticleRow> {
  const { search: _search, ...row } = (
    await db
      .insert(articles)
      .values({ title: "US raises tariffs on Chinese steel to 50%", url: `https://www.reuters.com/markets/${randomUUID()}`, ...overrides })
      .returning()
  )[0]!;
  return row;
}

/** Listings in the tickers table: `${symbol} Inc.` on NASDAQ unless overridden. */
export async function makeTickers(db: Database, symbols: string[], overrides: Partial<TickerRecord> = {}) {
  await upsertTickers(
    db,
    symbols.map((ticker) => ({ ticker, company: `${ticker} Inc.`, exchange: "NASDAQ", sector: "Technology", country: "United States", marketCap: 1e9, ...overrides })),
  );
  return tickerListingsBySymbol(db, symbols);
}

export async function makePredictionMarket(db: Database, overrides: Partial<MarketRecord> = {}) {
  const market: MarketRecord = { platform: "polymarket", externalId: randomUUID(), question: "Tariffs above 50% by June?", slug: "tariffs-june", closed: false, ...overrides };
  const ids = await upsertPredictionMarkets(db, [market]);
  return { ...market, id: [...ids.values()][0]! };
}

/** An article with linked tickers (created in the tickers table when missing) and prediction markets. */
export async function makeFeedArticle(
  db: Database,
  overrides: Partial<NewArticle> & { tickers?: string[]; markets?: { question: string; slug: string | null; closed: boolean }[] } = {},
) {
  const { tickers: symbols = [], markets = [], ...articleFields } = overrides;
  const article = await makeArticle(db, articleFields);
  const listings = await makeTickers(db, symbols);
  await linkArticleTickers(db, symbols.map((symbol, position) => ({ articleId: article.id, tickerId: listings.get(symbol)!.id, position })));
  const made = await Promise.all(markets.map((market) => makePredictionMarket(db, market)));
  await linkArticleMarkets(db, made.map((market) => ({ articleId: article.id, marketId: market.id })));
  return article;
}

/** A stored report (any payload) for an article, made when none is given. */
export async function makeReport(db: Database, { articleId, payload = { lastUpdated: ["test"] } }: { articleId?: number; payload?: Record<string, unknown> } = {}) {
  const id = articleId ?? (await makeArticle(db)).id;
  await saveReport(db, id, payload);
  return id;
}

/**
 * A measured reaction of a ticker the story names (its listing made when missing): over 30 minutes against SPY on the
 * replay set's prices, a return all abnormal, without a σ, unless overridden.
 */
export async function makeReaction(
  db: Database,
  { articleId, ticker, abnormalReturn, ...overrides }: { articleId: number; ticker: string; abnormalReturn: number } & Partial<Omit<ReactionRecord, "articleId" | "tickerId">>,
) {
  const listing = (await tickerListingsBySymbol(db, [ticker])).get(ticker) ?? (await makeTickers(db, [ticker])).get(ticker)!;
  const { horizon = "30m", startsAt = new Date("2026-11-20T15:00:00Z") } = overrides;
  await storeReactions(db, [
    {
      articleId,
      tickerId: listing.id,
      horizon,
      benchmark: "SPY",
      priceSource: "replay",
      startsAt,
      endsAt: new Date(startsAt.getTime() + REACTION_HORIZON_MINUTES[horizon] * 60_000),
      stockReturn: abnormalReturn,
      benchmarkReturn: 0,
      abnormalReturn,
      sigma: null,
      zScore: null,
      ...overrides,
    },
  ]);
}

/** Hourly bars of one symbol from `from`, with the span they cover. */
export async function makePriceBars(db: Database, symbol: string, closes: number[], from = new Date("2026-11-19T15:00:00Z"), interval = "1h") {
  const bars: StoredBar[] = closes.map((close, index) => ({ time: from.getTime() + index * 3_600_000, close }));
  await storeBars(db, symbol, interval, bars, { from, to: new Date(from.getTime() + closes.length * 3_600_000) });
  return bars;
}

/** A source's polling state, claimed (as a poller would) so it exists. */
export async function makeSourceState(db: Database, sourceId = `source-${randomUUID()}`) {
  const [state] = await claimDueSources(db, [sourceId]);
  return state!;
}

/** An active alert of the user's on the channel, with what it listens for overridable. */
export async function makeAlert(db: Database, userId: number, channelId: number, overrides: Partial<AlertFields> = {}) {
  return createAlert(db, userId, {
    name: "Tariff alert",
    type: "Stock Alert",
    channelId,
    includeTags: [],
    excludeTags: [],
    marketAlertType: null,
    volumeThreshold: null,
    marketId: null,
    movePoints: null,
    moveMinutes: null,
    moveDirection: null,
    tickers: [],
    includeRelated: false,
    keywords: null,
    minImpact: null,
    countries: [],
    myTickers: false,
    remindMinutes: null,
    conditions: [],
    description: "",
    active: true,
    pausedBy: null,
    ...overrides,
  });
}

/**
 * A released calendar event as poll-calendar stores one: US CPI y/y at 3.1% against 3.0% expected, seen at its time,
 * unless overridden (`series` and `scheduledAt` tell events apart).
 */
export async function makeReleasedCalendarEvent(db: Database, { releasedAt, ...overrides }: Partial<CalendarSnapshot> & { releasedAt?: Date } = {}): Promise<CalendarEventRow> {
  const snapshot = makeCalendarSnapshot({ actual: "3.1%", ...overrides });
  const [row] = await db
    .insert(calendarEvents)
    .values({ ...snapshot, occurrence: 0, releasedAt: snapshot.actual === null ? null : (releasedAt ?? snapshot.scheduledAt) })
    .returning();
  return row!;
}

/**
 * A measured reaction of a released event: SPY's own 5 minutes on the replay set's prices, a beat of medium size,
 * without a σ, unless overridden.
 */
export async function makeCalendarEventReaction(
  db: Database,
  { eventId, symbolReturn, ...overrides }: { eventId: number; symbolReturn: number } & Partial<Omit<CalendarEventReactionRecord, "eventId" | "symbolReturn">>,
) {
  const { horizon = "5m", startsAt = new Date("2026-11-12T14:30:00Z") } = overrides;
  await storeCalendarEventReactions(db, [
    {
      eventId,
      symbol: "SPY",
      horizon,
      asset: "index",
      benchmark: null,
      priceSource: "replay",
      startsAt,
      endsAt: new Date(startsAt.getTime() + REACTION_HORIZON_MINUTES[horizon] * 60_000),
      symbolReturn,
      benchmarkReturn: null,
      abnormalReturn: null,
      sigma: null,
      zScore: null,
      outcome: "beat",
      surpriseSize: "medium",
      ...overrides,
    },
  ]);
}
