import type { Impact, MarketAlertType, MoveDirection } from "../../wire-constants";
import { keywordsMatch, storyWordsOf, type KeywordQuery, type StoryWords } from "./keyword-query";

/** An active alert as the matcher reads it: every list lower-cased, tickers upper-cased. */
export interface AlertRule {
  id: number;
  /** For the notification; the matcher never reads it. */
  name: string;
  userId: number;
  channelId: number | null;
  /**
   * "move": a move alert, which hears the moves of its owner's tickers and watchlist markets (chosen before matching).
   * "calendar": a calendar alert, which hears calendar events by importance (minImpact), countries and its owner's tickers.
   */
  kind: "stock" | "market" | "move" | "calendar";
  includeTags: readonly string[];
  excludeTags: readonly string[];
  tickers: readonly string[];
  /** A stock alert's tickers also meet stories where they are only related (USO on an OPEC+ story). */
  includeRelated: boolean;
  /** A stock alert may ask for words in the story's title or summary. */
  keywords: KeywordQuery | null;
  minImpact: Impact | null;
  marketAlertType: MarketAlertType | null;
  volumeThreshold: number | null;
  /** A probability_move alert: at least `points` (percentage points) within `minutes`, in `direction`. */
  move: ProbabilityMove | null;
  /** A market alert may watch one market (its id) instead of the markets its tags reach. */
  marketId: number | null;
  /** A calendar alert's countries (ISO codes, upper-cased); empty: every country. */
  countries: readonly string[];
  /** A calendar alert that hears only the earnings of its owner's own tickers. */
  myTickers: boolean;
  /** A calendar alert's reminder, in minutes before the event; null: none. */
  remindMinutes: number | null;
}

export interface ProbabilityMove {
  points: number;
  minutes: number;
  direction: MoveDirection;
}

/** An alert's stored move fields as the matcher reads them; null unless all that a move needs is there. */
export function probabilityMoveOf(fields: { marketAlertType: MarketAlertType | null; movePoints: number | null; moveMinutes: number | null; moveDirection: MoveDirection | null }): ProbabilityMove | null {
  if (fields.marketAlertType !== "probability_move" || fields.movePoints === null || fields.moveMinutes === null) return null;
  return { points: fields.movePoints, minutes: fields.moveMinutes, direction: fields.moveDirection ?? "either" };
}

/** A market's probability at a moment (ms since the epoch), 0..1. */
export interface ProbabilityPoint {
  at: number;
  probability: number;
}

/** Something that happened: a new story, or a market seen for the first time or changed. */
export type AlertItem =
  | {
      kind: "article";
      id: string;
      tags: readonly string[];
      tickers: readonly string[];
      impact: Impact;
      /** Tickers the story moves without naming them. */
      relatedTickers?: readonly string[];
      /** Title and summary, for keyword alerts. */
      text?: string;
    }
  | {
      kind: "market";
      id: string;
      event: "created" | "updated";
      tags: readonly string[];
      volume: number;
      /** Its recent probabilities, oldest first, the current one last: what probability_move alerts read. */
      history?: readonly ProbabilityPoint[];
    }
  | {
      kind: "move";
      id: string;
      tags: readonly string[];
      /** A stock's symbol, or the market's id, that moved. */
      symbol: string | null;
      marketId: string | null;
      /** The best-ranked story of the hours before it, as a reader is told it; null when none. */
      likelyStory: string | null;
    }
  | {
      kind: "calendar";
      id: string;
      tags: readonly string[];
      importance: Impact;
      /** ISO 3166 alpha-2, "EU" for the euro area. */
      country: string;
      /** Earnings: the company's symbol; null for a macro event. */
      ticker: string | null;
      /** The members who have `ticker` on their own list: whom a "my tickers" alert of theirs hears it for. */
      holders: ReadonlySet<number>;
      /** The source gives the day only: no reminder can be timed for it. */
      allDay: boolean;
      /** For a reminder, how long until the event starts (ms); null for the event's release. */
      startsInMs: number | null;
    };

const impactRank: Record<Impact, number> = { high: 3, mid: 2, low: 1 };

/** An item with its tags, tickers and words prepared once, however many alerts read it. */
export type PreparedItem = AlertItem & {
  tagSet: ReadonlySet<string>;
  tickerSet: ReadonlySet<string>;
  relatedSet: ReadonlySet<string>;
  /** The story's words as keywords meet them. */
  words: StoryWords;
};

const NONE: ReadonlySet<string> = new Set();

export function prepareItem(item: AlertItem): PreparedItem {
  if ("tagSet" in item) return item as PreparedItem;
  const article = item.kind === "article" ? item : null;
  return {
    ...item,
    tagSet: new Set(item.tags.map((tag) => tag.toLowerCase())),
    tickerSet: new Set(article ? article.tickers.map((ticker) => ticker.toUpperCase()) : []),
    relatedSet: article?.relatedTickers?.length ? new Set(article.relatedTickers.map((ticker) => ticker.toUpperCase())) : NONE,
    words: storyWordsOf(article?.text),
  };
}

const someIn = (list: readonly string[], set: ReadonlySet<string>) => {
  for (const value of list) if (set.has(value)) return true;
  return false;
};

/**
 * Whether one alert fires for one item. Allocation-free: it runs for every candidate the index finds.
 * - A stock alert hears stories: one of its include tags (when it has any), one of its tickers named (or,
 *   if it opts in, related), its keywords (when it has some), and at least its minimum impact.
 * - A prediction-market alert hears markets: new_market fires for a market seen for the first time,
 *   volume_threshold for a market whose volume has reached the threshold; include tags narrow both.
 * - Any exclude tag on the item vetoes.
 */
export function alertFires(rule: AlertRule, item: PreparedItem): boolean {
  // Which moves are its owner's (tickers, watchlist) is chosen in the database before a move alert is matched.
  if (rule.kind === "move" || item.kind === "move") return rule.kind === "move" && item.kind === "move";
  if (rule.kind === "calendar" || item.kind === "calendar") return rule.kind === "calendar" && item.kind === "calendar" && calendarAlertFires(rule, item);
  if (rule.excludeTags.length && someIn(rule.excludeTags, item.tagSet)) return false;
  if (rule.includeTags.length && !someIn(rule.includeTags, item.tagSet)) return false;
  if (rule.kind === "stock") {
    if (item.kind !== "article") return false;
    if (rule.tickers.length && !someIn(rule.tickers, item.tickerSet) && !(rule.includeRelated && someIn(rule.tickers, item.relatedSet))) return false;
    if (rule.keywords && !keywordsMatch(rule.keywords, item.words)) return false;
    return !rule.minImpact || impactRank[item.impact] >= impactRank[rule.minImpact];
  }
  if (item.kind !== "market") return false;
  if (rule.marketId !== null && String(rule.marketId) !== item.id) return false;
  if (rule.marketAlertType === "volume_threshold") return rule.volumeThreshold !== null && item.volume >= rule.volumeThreshold;
  if (rule.marketAlertType === "probability_move") return rule.move !== null && moveOf(rule.move, item.history) >= rule.move.points;
  return item.event === "created";
}

/**
 * A calendar alert hears an event of at least its importance, in one of its countries (any when it names none), and
 * with my tickers only the earnings of a ticker on its owner's own list. A reminder goes to the alerts that ask for one,
 * once the event is at most that many minutes away and not yet begun; an event without a time gets none.
 */
function calendarAlertFires(rule: AlertRule, event: Extract<AlertItem, { kind: "calendar" }>): boolean {
  if (rule.minImpact && impactRank[event.importance] < impactRank[rule.minImpact]) return false;
  if (rule.countries.length && !rule.countries.includes(event.country)) return false;
  if (rule.myTickers && (event.ticker === null || !event.holders.has(rule.userId))) return false;
  if (event.startsInMs === null) return true;
  return rule.remindMinutes !== null && !event.allDay && event.startsInMs > 0 && event.startsInMs <= rule.remindMinutes * 60_000;
}

/**
 * How far (in points) the latest probability stands from the lowest (up), the highest (down) or either of the
 * probabilities within the move's window before it: "5 points within 30 minutes" is 0.42 -> 0.47 or 0.47 -> 0.42.
 */
export function moveOf(move: ProbabilityMove, history: readonly ProbabilityPoint[] | undefined): number {
  const latest = history?.at(-1);
  if (!history || !latest) return 0;
  const since = latest.at - move.minutes * 60_000;
  let low = latest.probability;
  let high = latest.probability;
  for (let index = history.length - 2; index >= 0 && history[index]!.at >= since; index--) {
    const probability = history[index]!.probability;
    if (probability < low) low = probability;
    if (probability > high) high = probability;
  }
  const up = (latest.probability - low) * 100;
  const down = (high - latest.probability) * 100;
  // A float's last bits must not decide a threshold: moves are compared to a hundredth of a point.
  const points = move.direction === "up" ? up : move.direction === "down" ? down : Math.max(up, down);
  return Math.round(points * 100) / 100;
}

/** Why an alert fired, as the notification says it; null when it does not fire. */
export function matchAlert(rule: AlertRule, item: AlertItem | PreparedItem): string[] | null {
  const prepared = prepareItem(item);
  if (!alertFires(rule, prepared)) return null;
  const reasons: string[] = [];
  if (prepared.kind === "move") {
    const whose = prepared.symbol ? `${prepared.symbol} is on your tickers` : "a market on your watchlist";
    return [whose, prepared.likelyStory ? `likely story: ${prepared.likelyStory}` : "no story in the two hours before it"];
  }
  if (prepared.kind === "calendar") {
    if (rule.minImpact) reasons.push(`importance ${prepared.importance}`);
    if (rule.countries.length) reasons.push(`country ${prepared.country}`);
    if (rule.myTickers) reasons.push(`${prepared.ticker} is on your tickers`);
    if (!reasons.length) reasons.push("every calendar event");
    return prepared.startsInMs === null ? reasons : [...reasons, `reminder ${rule.remindMinutes} min before`];
  }
  const tags = rule.includeTags.filter((tag) => prepared.tagSet.has(tag));
  if (tags.length) reasons.push(`tag ${tags.join(", ")}`);
  if (prepared.kind === "article") {
    const tickers = rule.tickers.filter((ticker) => prepared.tickerSet.has(ticker));
    if (tickers.length) reasons.push(`ticker ${tickers.join(", ")}`);
    const related = rule.includeRelated && !tickers.length ? rule.tickers.filter((ticker) => prepared.relatedSet.has(ticker)) : [];
    if (related.length) reasons.push(`related ticker ${related.join(", ")}`);
    if (rule.keywords) reasons.push(`keywords ${rule.keywords.text}`);
    if (rule.minImpact) reasons.push(`impact ${prepared.impact}`);
    return reasons.length ? reasons : ["every story"];
  }
  if (rule.marketAlertType === "volume_threshold") return [...reasons, `volume ${Math.round(prepared.volume)} ≥ ${rule.volumeThreshold}`];
  if (rule.marketAlertType === "probability_move" && rule.move) return [...reasons, `moved ${moveOf(rule.move, prepared.history)} points within ${rule.move.minutes} min`];
  return [...reasons, "new market"];
}
