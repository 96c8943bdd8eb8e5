import { stemEnd } from "../classify/stem-end";

/** A phrase as its stemmed words, matched as consecutive words of a story. */
type Phrase = readonly string[];

/**
 * A stock alert's keyword query, in the search box's syntax: words and "quoted phrases" must all appear
 * (`or` between two makes either do), and a term after `-` must not. Words are matched lower-cased,
 * possessives dropped and crudely stemmed, so "tariff" meets "tariffs" and "Tariffed".
 */
export interface KeywordQuery {
  /** As the alert's owner wrote it. */
  text: string;
  /** Every clause must hold; a clause holds when one of its phrases appears. */
  all: readonly (readonly Phrase[])[];
  /** None of these may appear. */
  none: readonly Phrase[];
}

const MAX_QUERY_CHARS = 200;
const WORD = /[\p{L}\p{N}]+(?:['’.&+-][\p{L}\p{N}]+)*/gu;
const POSSESSIVE = /['’]s$/;

/** The words of a text as a keyword meets them: lower-cased, possessive dropped, stemmed. */
export function keywordWords(text: string): string[] {
  const words: string[] = [];
  for (const [raw] of text.toLowerCase().matchAll(WORD)) {
    const word = raw.replace(POSSESSIVE, "");
    words.push(word.slice(0, stemEnd(word, 0, word.length)));
  }
  return words;
}

/** A query parsed, or the sentence that says what is wrong with it. */
export function parseKeywordQuery(query: string): KeywordQuery | string {
  if (query.length > MAX_QUERY_CHARS) return `keywords are at most ${MAX_QUERY_CHARS} characters`;
  const all: Phrase[][] = [];
  const none: Phrase[] = [];
  let joinNext = false;
  // A term: an optional "-", then a "quoted phrase" (an unclosed quote runs to the end) or a bare word run.
  for (const [, negated, quoted, bare] of query.matchAll(/(-?)(?:"([^"]*)"?|([^\s"]+))/g)) {
    const text = quoted ?? bare ?? "";
    if (!negated && !quoted && /^or$/i.test(text)) {
      joinNext = all.length > 0;
      continue;
    }
    const phrase = keywordWords(text);
    if (!phrase.length) continue;
    if (negated) none.push(phrase);
    else if (joinNext) all.at(-1)!.push(phrase);
    else all.push([phrase]);
    joinNext = false;
  }
  if (!all.length) return none.length ? "keywords need at least one word to look for, not only words to leave out" : "keywords need at least one word";
  return { text: query.trim(), all, none };
}

/** A story's words as keywords meet them: in order (for phrases) and as a set (most queries fail on a word it lacks). */
export interface StoryWords {
  list: readonly string[];
  set: ReadonlySet<string>;
}

export const storyWordsOf = (text: string | undefined): StoryWords => {
  const list = text ? keywordWords(text) : [];
  return { list, set: new Set(list) };
};

/** Whether the phrase stands in the words, word for word and in order. */
function contains(words: StoryWords, phrase: Phrase): boolean {
  for (let index = 0; index < phrase.length; index++) if (!words.set.has(phrase[index]!)) return false;
  if (phrase.length === 1) return true;
  const list = words.list;
  const first = phrase[0]!;
  for (let at = list.indexOf(first); at >= 0 && at + phrase.length <= list.length; at = list.indexOf(first, at + 1)) {
    let index = 1;
    while (index < phrase.length && list[at + index] === phrase[index]) index++;
    if (index === phrase.length) return true;
  }
  return false;
}

/** Allocation-free: it runs for every keyword alert the index puts forward for a story. */
export function keywordsMatch(query: KeywordQuery, words: StoryWords): boolean {
  const { all, none } = query;
  for (let index = 0; index < none.length; index++) if (contains(words, none[index]!)) return false;
  for (let clause = 0; clause < all.length; clause++) {
    const phrases = all[clause]!;
    let found = false;
    for (let index = 0; index < phrases.length && !found; index++) found = contains(words, phrases[index]!);
    if (!found) return false;
  }
  return true;
}

/**
 * The words a story must contain for the query to match, one per phrase of one clause: the alert index files
 * the alert under them (the clause whose rarest-looking first words are longest, a cheap proxy for rare).
 */
export function keywordIndexWords(query: KeywordQuery): string[] {
  const score = (clause: readonly Phrase[]) => Math.min(...clause.map((phrase) => Math.max(...phrase.map((word) => word.length)))) / clause.length;
  const best = [...query.all].sort((a, b) => score(b) - score(a))[0]!;
  return [...new Set(best.map((phrase) => phrase.reduce((longest, word) => (word.length > longest.length ? word : longest))))];
}
