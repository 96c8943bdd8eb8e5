import type { AlertItem, ProbabilityPoint } from "@tradewire/core/domain/alerts/index";
import type { AlertItemPayload, Article, CalendarEvent, Move, PredictionMarket } from "@tradewire/core";
import { describeCalendarRelease, describeCalendarReminder } from "@tradewire/core/domain/alerts/describe-calendar-event";
import { describeMove } from "@tradewire/core/domain/moves/describe-move";

export interface MatchableItem {
  /** What the matcher reads. */
  match: AlertItem;
  /** What the notification tells. */
  payload: AlertItemPayload;
}

const symbolOf = (ticker: Article["tickers"][number]) => (typeof ticker === "string" ? ticker : ticker.ticker);

/** A story as alerts read it; `summary` (not on the wire) only when some alert has keywords. */
export function articleItem(article: Article, summary: string | null = null): MatchableItem {
  const tickers = article.tickers.map(symbolOf);
  const text = summary ? `${article.title}\n${summary}` : article.title;
  return {
    match: { kind: "article", id: article.id, tags: article.tags, tickers, relatedTickers: article.related_tickers, text, impact: article.impact },
    payload: {
      kind: "article",
      id: article.id,
      title: article.title,
      url: article.url,
      impact: article.impact,
      source: article.source,
      tickers,
      tags: article.tags,
      probability: null,
      volume: null,
      at: article.date_published,
      arrived_at: article.received_at,
    },
  };
}

/** A market as alerts read it; `history` (its recent probabilities, the current one last) for probability_move alerts. */
export function marketItem(market: PredictionMarket, event: "created" | "updated", history?: ProbabilityPoint[]): MatchableItem {
  return {
    match: { kind: "market", id: market.id, event, tags: market.tags, volume: market.volume, ...(history ? { history } : {}) },
    payload: {
      kind: "market",
      id: market.id,
      title: market.question,
      url: market.event_url,
      impact: null,
      source: market.platform,
      tickers: [],
      tags: market.tags,
      probability: market.probability,
      volume: market.volume,
      at: new Date().toISOString(),
      arrived_at: new Date().toISOString(),
    },
  };
}

/**
 * A move as a move alert reads it and its message tells it: the move whole as the title, the best-ranked story of the
 * hours before it as the link and in the reasons, so the message says why it may have moved.
 */
export function moveItem(move: Move): MatchableItem {
  const likely = move.stories[0] ?? null;
  return {
    match: { kind: "move", id: move.move_id, tags: [], symbol: move.ticker, marketId: move.market_id, likelyStory: likely && `${likely.title} (${likely.source})` },
    payload: {
      kind: "move",
      id: move.move_id,
      title: describeMove(move),
      url: likely?.url ?? null,
      impact: null,
      source: null,
      tickers: move.ticker ? [move.ticker] : [],
      tags: [],
      probability: move.kind === "market" ? move.to : null,
      volume: null,
      at: move.ends_at,
      arrived_at: move.detected_at,
    },
  };
}

/** What a calendar item needs besides its event: who holds its ticker (for "my tickers" alerts), and the calendar's address. */
export interface CalendarItemContext {
  holders: ReadonlySet<number>;
  calendarUrl: string;
}

function calendarItem(event: CalendarEvent, { holders, calendarUrl }: CalendarItemContext, reminder: { startsInMs: number; at: Date } | null): MatchableItem {
  const minutes = reminder && Math.max(1, Math.ceil(reminder.startsInMs / 60_000));
  return {
    match: {
      kind: "calendar",
      id: event.id,
      tags: [],
      importance: event.importance,
      country: event.country,
      ticker: event.ticker,
      holders,
      allDay: event.all_day,
      startsInMs: reminder?.startsInMs ?? null,
    },
    payload: {
      kind: reminder ? "calendar_reminder" : "calendar",
      id: event.id,
      title: minutes ? describeCalendarReminder(event, minutes) : describeCalendarRelease(event),
      url: calendarUrl,
      impact: event.importance,
      // The country is what a trader reads beside the importance ("HIGH importance · United States").
      source: event.country_name,
      tickers: event.ticker ? [event.ticker] : [],
      tags: [],
      probability: null,
      volume: null,
      at: reminder ? event.scheduled_at : (event.released_at ?? event.scheduled_at),
      // The delay counts from the actual's arrival, or from the moment the reminder was found due.
      arrived_at: reminder ? reminder.at.toISOString() : (event.released_at ?? new Date().toISOString()),
    },
  };
}

/** A released calendar event as calendar alerts read it and their message tells it: the actual against the consensus, beat or miss. */
export function calendarReleaseItem(event: CalendarEvent, context: CalendarItemContext): MatchableItem {
  return calendarItem(event, context, null);
}

/** The reminder of an event not yet released, `now`: "In 15 minutes: US CPI y/y (consensus 3.0%, previous 3.0%)". */
export function calendarReminderItem(event: CalendarEvent, context: CalendarItemContext, now: Date): MatchableItem {
  return calendarItem(event, context, { startsInMs: Date.parse(event.scheduled_at) - now.getTime(), at: now });
}
