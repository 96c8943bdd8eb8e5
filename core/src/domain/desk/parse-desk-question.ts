import { impacts as impactOrder, type Impact } from "../../wire-constants";
import type { DeskQuery } from "../../schemas/desk";
import { normaliseSymbol } from "../classify/ticker-index";
import { describeDeskQuery } from "./describe-desk-query";
import { combinedSpan, timePhraseAt, type TimeSpan } from "./desk-time-range";
import { CAPITAL_IMPACTS, IMPACT_LEVELS, impactPhrases, QUESTION_WORDS, tagPhrases } from "./desk-vocabulary";
import { deskWords, symbolOf, type DeskWord } from "./desk-words";
import { phraseAt } from "./phrase-table";

export interface DeskQuestionContext {
  /** The moment "today" and "the last 6 hours" are counted from. */
  now: Date;
  /** Whether a symbol (upper-case, BRK.B style) is a listing: only those are taken as tickers. */
  isListed(symbol: string): boolean;
}

export interface ParsedDeskQuestion {
  understood: DeskQuery;
  /** What was understood, in plain words. */
  reading: string;
}

/**
 * The symbols a question may name, for the caller to look up before parsing it: cashtags, and words in capitals that
 * are neither ordinary ones (I, A, US, CEO) nor question words (WHAT, IT, NOW).
 */
export function deskTickerCandidates(question: string): string[] {
  const candidates = deskWords(question).filter((word) => word.cashtag || !QUESTION_WORDS.has(word.lower));
  return [...new Set(candidates.flatMap((word) => symbolOf(word) ?? []))];
}

/** "high impact", "high or mid impact", the feed's HIGH, or a word such as "big" or "market-moving". */
function impactAt(words: readonly DeskWord[], start: number): { values: Impact[]; length: number } | undefined {
  const word = words[start]!;
  if (word.negated) return undefined;
  const capital = CAPITAL_IMPACTS.get(word.text);
  if (capital) return { values: [capital], length: 1 };
  const phrase = phraseAt(impactPhrases, words, start);
  if (phrase) return { values: [phrase.value], length: phrase.length };
  const values: Impact[] = [];
  let end = start;
  for (; end < words.length && !words[end]!.negated; end++) {
    const level = IMPACT_LEVELS.get(words[end]!.lower);
    if (level) values.push(level);
    else if (words[end]!.lower !== "or" && words[end]!.lower !== "and") break;
  }
  const impact = words[end]?.lower;
  return values.length && (impact === "impact" || impact === "impacts") ? { values, length: end - start + 1 } : undefined;
}

/**
 * A question to the desk, read as a feed query: the tickers it names (listed ones only), the topic tags and impacts it
 * asks for, the time it covers (UTC, around `now`), and the words left for the text search. Question words and
 * filler ("what", "moved", "news", "any") are dropped. Pure: the same question, time and listings give the same answer.
 */
export function parseDeskQuestion(question: string, { now, isListed }: DeskQuestionContext): ParsedDeskQuestion {
  const words = deskWords(question);
  const tickers = new Set<string>();
  const tags = new Set<string>();
  const impacts = new Set<Impact>();
  const spans: TimeSpan[] = [];
  const left: DeskWord[] = [];
  const listedSymbolOf = (word: DeskWord) => {
    const symbol = symbolOf(word);
    return symbol !== undefined && isListed(symbol) ? symbol : undefined;
  };
  for (let i = 0; i < words.length; ) {
    const word = words[i]!;
    const cashtag = word.cashtag ? listedSymbolOf(word) : undefined;
    if (cashtag) {
      tickers.add(cashtag);
      i++;
      continue;
    }
    const time = timePhraseAt(words, i, now.getTime());
    if (time) {
      spans.push(time);
      i += time.length;
      continue;
    }
    const tag = phraseAt(tagPhrases, words, i);
    if (tag) {
      tags.add(tag.value);
      i += tag.length;
      continue;
    }
    const impact = impactAt(words, i);
    if (impact) {
      for (const value of impact.values) impacts.add(value);
      i += impact.length;
      continue;
    }
    const symbol = word.negated || QUESTION_WORDS.has(word.lower) ? undefined : listedSymbolOf(word);
    if (symbol) tickers.add(symbol);
    else if (word.negated || !QUESTION_WORDS.has(word.lower)) left.push(word);
    i++;
  }
  const span = combinedSpan(spans);
  const understood: DeskQuery = {
    tickers: [...tickers],
    tags: [...tags],
    impacts: impactOrder.filter((impact) => impacts.has(impact)),
    since: span ? new Date(span.since).toISOString() : null,
    until: span && span.until !== null ? new Date(span.until).toISOString() : null,
    // A ticker also written in lower case ("NVDA ... nvda") is already a filter: searching its text would only narrow.
    text: left
      .filter((word) => !tickers.has(normaliseSymbol(word.text)))
      .map((word) => (word.negated ? `-${word.text}` : word.text))
      .join(" "),
  };
  return { understood, reading: describeDeskQuery(understood, span?.label) };
}
