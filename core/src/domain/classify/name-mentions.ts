import { hasCompanyContext } from "./company-context";
import { isShortAllCaps, type NameWord } from "./name-word";
import { twoCharKey, type NamePhrase, type TickerIndex } from "./ticker-index";
import { tokenLines } from "./text-lines";
import { tokenize, type WordToken } from "./tokenize";
import { lazyForms, type FormsAt, type WordForms } from "./word-forms";
import type { TickerMention } from "./ticker-mention";
import { codeAt } from "./char-code";

const CAPITALISED = /^[\p{Lu}\p{N}]/u;
const LOWER = /\p{Ll}/u;
/** Between the words of one name: spaces, or the & and + of "Procter & Gamble" and "Bausch + Lomb". */
const NAME_GAP = /^[^\S\n]*[&+]?[^\S\n]*$/;
/** After an initial or a short abbreviation, its full stop too: "J.P. Morgan", "T. Rowe Price", "Dr. Reddy's". */
const GAP_AFTER_INITIAL = /^\.\s*$/;
const INITIALS = /^(?:\p{Lu}\.)*\p{Lu}\p{Ll}{0,2}$/u;

function nameGap(gap: string, before: string): boolean {
  return NAME_GAP.test(gap) || (GAP_AFTER_INITIAL.test(gap) && INITIALS.test(before));
}

/** Where a word's possessive or hyphenated ending begins ("eBay's", "eBay-owned"), or -1. */
function endingAt(word: string): number {
  for (let i = 1; i < word.length; i++) {
    const code = codeAt(word, i);
    if (code === 39 || code === 8217 || code === 45) return i;
  }
  return -1;
}

/** Whether a name could start at this word: it is capitalised, or it is the lower-case start of a known name. */
function mayStartName(word: string, index: TickerIndex): boolean {
  const code = codeAt(word, 0);
  if ((code >= 65 && code <= 90) || (code >= 48 && code <= 57)) return true;
  if (code >= 97 && code <= 122) {
    if (!index.lowerCaseStarts.has(twoCharKey(word))) return false;
    if (index.lowerCaseFirstWords.has(word)) return true;
    const end = endingAt(word);
    return end > 0 && index.lowerCaseFirstWords.has(word.slice(0, end));
  }
  return CAPITALISED.test(word) || index.lowerCaseFirstWords.has(word);
}

function wordMatches(word: NameWord, written: string, allCaps: boolean): boolean {
  // A headline in capitals ("*FORD CUTS OUTLOOK") says nothing by its case: the linker weighs such a name.
  if (allCaps) return written.toLowerCase() === word.lower;
  if (word.exactCase) return written === word.text;
  if (written.toLowerCase() !== word.lower) return false;
  if (word.capitalised && !CAPITALISED.test(written)) return false;
  // SNAP (food stamps), META or ON in capitals are acronyms or symbols, not the companies Snap, Meta or On.
  return !(isShortAllCaps(written) && LOWER.test(word.text));
}

interface PhraseMatch {
  phrase: NamePhrase;
  possessive: boolean;
}

function matchAt(text: string, tokens: readonly WordToken[], forms: FormsAt, at: number, phrase: NamePhrase, allCaps: boolean): PhraseMatch | null {
  const last = phrase.words.length - 1;
  for (let k = 0; k <= last; k++) {
    const token = tokens[at + k];
    const form = forms(at + k);
    if (!token || !form) return null;
    if (k > 0 && !nameGap(text.slice(tokens[at + k - 1]!.end, token.start), tokens[at + k - 1]!.text)) return null;
    const word = phrase.words[k]!;
    if (wordMatches(word, form.text, allCaps)) continue;
    if (k === last && form.stem !== null && wordMatches(word, form.stem, allCaps)) return { phrase, possessive: true };
    if (k === last && form.head !== null && wordMatches(word, form.head, allCaps)) continue;
    return null;
  }
  return { phrase, possessive: false };
}

const NONE: readonly NamePhrase[] = [];

function candidatesFor(index: TickerIndex, form: WordForms): readonly NamePhrase[] {
  const byWord = index.phrasesByFirstWord.get(form.lower) ?? NONE;
  if (form.stem === null && form.head === null) return byWord;
  const byStem = form.stem === null ? NONE : (index.phrasesByFirstWord.get(form.stem.toLowerCase()) ?? NONE);
  const byHead = form.head === null ? NONE : (index.phrasesByFirstWord.get(form.head.toLowerCase()) ?? NONE);
  return [...byWord, ...byStem, ...byHead];
}

/** Between the names of a list: "Visa and Mastercard", "Apple, Google and Meta". */
const LIST_GAP = /^\s*(?:,|&|and|or|vs\.?|versus)\s*$/i;

/** A listed name found in a text, before anything decides whether it names the company there. */
export interface NameCandidate {
  ticker: string;
  phrase: NamePhrase;
  /** Indexes of its first and last tokens. */
  first: number;
  last: number;
  /** Written "Apple's". */
  possessive: boolean;
  /** The rules' verdict: the name is distinctive, or company context was found around it. */
  certain: boolean;
}

function listedTogether(text: string, tokens: readonly WordToken[], left: NameCandidate | undefined, right: NameCandidate | undefined): boolean {
  return Boolean(left && right && LIST_GAP.test(text.slice(tokens[left.last]!.end, tokens[right.first]!.start)));
}

/** Whether the candidate stands in a list ("Visa and Mastercard") with the one before or after it. */
export function inListWith(text: string, tokens: readonly WordToken[], candidates: readonly NameCandidate[], at: number): boolean {
  return listedTogether(text, tokens, candidates[at - 1], candidates[at]) || listedTogether(text, tokens, candidates[at], candidates[at + 1]);
}

/**
 * Every listed name in the text, the longest one wherever two start at one word ("Southern Copper" over
 * "Southern"), with the rules' verdict on each: names that are also everyday words are certain only with
 * company context, or when listed with a certain company.
 */
export function nameCandidates(text: string, tokens: readonly WordToken[], index: TickerIndex): NameCandidate[] {
  const forms = lazyForms(tokens);
  // Per token, whether its line is in capitals: a flash title ("*FORD CUTS OUTLOOK") over a summary in sentence case.
  const capitals: boolean[] = [];
  for (const line of tokenLines(text, tokens)) {
    const inCapitals = !LOWER.test(line.text);
    for (let i = line.first; i < line.end; i++) capitals.push(inCapitals);
  }
  const candidates: NameCandidate[] = [];
  for (let at = 0; at < tokens.length; ) {
    if (!mayStartName(tokens[at]!.text, index)) {
      at++;
      continue;
    }
    let best: PhraseMatch | null = null;
    for (const phrase of candidatesFor(index, forms(at)!)) {
      if (best && phrase.words.length <= best.phrase.words.length) continue;
      best = matchAt(text, tokens, forms, at, phrase, capitals[at]!) ?? best;
    }
    if (!best) {
      at++;
      continue;
    }
    const last = at + best.phrase.words.length - 1;
    const { context } = best.phrase;
    const certain =
      context === "none" ||
      hasCompanyContext({ text, tokens, first: at, last, possessive: best.possessive, corporateOnly: context === "corporate" });
    candidates.push({ ticker: best.phrase.listing.ticker, phrase: best.phrase, first: at, last, possessive: best.possessive, certain });
    at = last + 1;
  }
  for (let changed = true; changed; ) {
    changed = false;
    candidates.forEach((candidate, i) => {
      if (candidate.certain) return;
      const before = candidates[i - 1];
      const after = candidates[i + 1];
      if ((before?.certain && listedTogether(text, tokens, before, candidate)) || (after?.certain && listedTogether(text, tokens, candidate, after))) {
        candidate.certain = changed = true;
      }
    });
  }
  return candidates;
}

/** A wire's tag before the headline, joined to its first word: "UPDATE 2-Morgan Stanley", "EXCLUSIVE-Mondelez". */
const WIRE_TAG = /^(?:(?:UPDATE|CORRECTED|REFILE|RPT)(?: \d+)?|EXCLUSIVE|BRIEF|BUZZ|INSIGHT|ANALYSIS|FACTBOX|WRAPUP(?: \d+)?|BREAKINGVIEWS|EXPLAINER|FOCUS|GRAPHIC|POLL|TIMELINE)-(?=\S)/;

/** The words of a headline as names are looked for in them: a wire's tag is set apart from the first word. */
export function headlineTokens(text: string): WordToken[] {
  const tag = WIRE_TAG.exec(text);
  return tokenize(tag ? " ".repeat(tag[0].length) + text.slice(tag[0].length) : text);
}

/** Companies named in the text by the rules alone: the certain candidates. */
export function nameMentions(text: string, index: TickerIndex): TickerMention[] {
  const tokens = headlineTokens(text);
  return nameCandidates(text, tokens, index)
    .filter((candidate) => candidate.certain)
    .map((candidate) => ({ ticker: candidate.ticker, start: tokens[candidate.first]!.start }));
}
