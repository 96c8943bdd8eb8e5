import type { Impact, MarketAlertType } from "../../wire-constants";
import { keywordsMatch, storyWordsOf, type KeywordQuery, type StoryWords } from "./keyword-query";

/** An active alert as the matcher reads it: every list lower-cased, tickers upper-cased. */
export interface AlertRule {
  id: number;
  /** For the notification; the matcher never reads it. */
  name: string;
  userId: number;
  channelId: number | null;
  kind: "stock" | "market";
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
  | { kind: "market"; id: string; event: "created" | "updated"; tags: readonly string[]; volume: number };

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
  if (rule.excludeTags.length && someIn(rule.excludeTags, item.tagSet)) return false;
  if (rule.includeTags.length && !someIn(rule.includeTags, item.tagSet)) return false;
  if (rule.kind === "stock") {
    if (item.kind !== "article") return false;
    if (rule.tickers.length && !someIn(rule.tickers, item.tickerSet) && !(rule.includeRelated && someIn(rule.tickers, item.relatedSet))) return false;
    if (rule.keywords && !keywordsMatch(rule.keywords, item.words)) return false;
    return !rule.minImpact || impactRank[item.impact] >= impactRank[rule.minImpact];
  }
  if (item.kind !== "market") return false;
  if (rule.marketAlertType === "volume_threshold") return rule.volumeThreshold !== null && item.volume >= rule.volumeThreshold;
  return item.event === "created";
}

/** Why an alert fired, as the notification says it; null when it does not fire. */
export function matchAlert(rule: AlertRule, item: AlertItem | PreparedItem): string[] | null {
  const prepared = prepareItem(item);
  if (!alertFires(rule, prepared)) return null;
  const reasons: string[] = [];
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
  return [...reasons, "new market"];
}
