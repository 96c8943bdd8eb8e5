import { codeAt } from "./char-code";
import { commonWordNames } from "./common-word-names";
import { companyShortName } from "./company-short-name";
import { nameWord, type NameWord } from "./name-word";
import { unknownNameWords, wordKindOf, type NameWordKinds, type WordKind } from "./name-word-kinds";
import type { TickerListing } from "./ticker-listing";
import { tokenize } from "./tokenize";

/**
 * What must surround a name for it to count: nothing for a distinctive name ("Nvidia"); company context
 * for an everyday word ("Target shares", "Apple says"); corporate words only for a shortened name, which
 * may be a person ("Powell says" is the Fed chair, not Powell Industries).
 */
export type NameContext = "none" | "company" | "corporate";

/** Where a name comes from: the listing's own (short) name, an alias of the dictionary, or derived by dropping a generic tail. */
export type NameSource = "name" | "alias" | "derived" | "first-word";

export interface NamePhrase {
  words: NameWord[];
  listing: TickerListing;
  context: NameContext;
  source: NameSource;
  /** Whether its words are everyday English words, proper nouns or neither. */
  kind: WordKind;
}

/**
 * Built once from the dictionary and shared by every classification. Treat it as opaque: its fields
 * belong to the classify module.
 */
export interface TickerIndex {
  readonly bySymbol: ReadonlyMap<string, TickerListing>;
  /** Name phrases under their first word (lower-case), longest first, so a headline word finds its few candidates. */
  readonly phrasesByFirstWord: ReadonlyMap<string, readonly NamePhrase[]>;
  /**
   * First words of names that start lower-case ("eBay", "nCino"), as written. Every other name starts
   * with a capital, so most words of a headline need no look-up at all.
   */
  readonly lowerCaseFirstWords: ReadonlySet<string>;
  /** Their first two characters, as twoCharKey: a lower-case word that starts otherwise needs no look-up. */
  readonly lowerCaseStarts: ReadonlySet<number>;
}

/** A word's first two UTF-16 codes as one number. */
export const twoCharKey = (word: string) => codeAt(word, 0) * 65536 + (word.length > 1 ? codeAt(word, 1) : 0);

const LETTERS_AND_DIGITS = /[\p{L}\p{N}]/gu;

/** Symbols are compared in one spelling: upper-case with a dot before the share class (BRK.B, not brk/b or BRK-B). */
export function normaliseSymbol(symbol: string): string {
  return symbol.trim().toUpperCase().replace(/[/-]/g, ".");
}

/**
 * Generic words headlines drop from a company's name ("Cisco" for Cisco Systems, "Costco" for Costco Wholesale,
 * "Delta" for Delta Air Lines, "Cheniere" for Cheniere Energy). Each shorter name is only derived, made only when
 * no other listed name starts with it or its company dwarfs theirs ("General" could be General Motors, General
 * Dynamics or General Mills); the
 * rules take it only before corporate words, and the linker model weighs it.
 */
const DROPPABLE_TAIL = new Set(
  (
    "systems technologies technology platforms communications networks software semiconductor semiconductors " +
    "pharmaceuticals therapeutics biosciences biotherapeutics industries international enterprises brands entertainment " +
    "worldwide solutions labs laboratories interactive services motors petroleum resources energy financial global " +
    "healthcare health wholesale cruises airlines air lines research shipping integrated restaurants grill hotels resorts sciences " +
    "bancorp bancshares partners holdings group company companies computer communication transport transportation " +
    "railway outfitters capital management minerals mining"
  ).split(" "),
);

const keyOf = (words: readonly NameWord[]) => words.map((word) => word.lower).join(" ");
const wordsOf = (name: string) => tokenize(name).map((token) => nameWord(token.text));

/** A name's initials as headlines also write them, run together: "A. O. Smith" is "A.O. Smith" too. */
function joinedInitials(words: readonly NameWord[]): NameWord[] {
  const joined: NameWord[] = [];
  for (let i = 0; i < words.length; ) {
    let j = i;
    while (j < words.length && /^\p{Lu}$/u.test(words[j]!.text)) j++;
    if (j - i >= 2) {
      joined.push(nameWord(words.slice(i, j).map((word) => word.text).join(".")));
      i = j;
    } else joined.push(words[i++]!);
  }
  return joined;
}

/** Hyphenated words of a name as headlines also write them, apart: "Parker-Hannifin" is "Parker Hannifin" too. */
const splitHyphens = (words: readonly NameWord[]): NameWord[] =>
  words.flatMap((word) => (/^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)+$/u.test(word.text) ? word.text.split("-").map(nameWord) : [word]));

/** A name as written, and the other spellings headlines use for it. */
function spellingsOf(words: NameWord[]): NameWord[][] {
  const spellings = [words];
  for (const respell of [joinedInitials, splitHyphens]) {
    const other = respell(words);
    if (other.length !== words.length) spellings.push(other);
  }
  return spellings;
}

const SOURCE_PRECEDENCE: Record<NameSource, number> = { alias: 2, name: 1, derived: 0, "first-word": 0 };

function addPhrase(byPhrase: Map<string, NamePhrase>, words: NameWord[], listing: TickerListing, source: NameSource, kinds: NameWordKinds): void {
  const key = keyOf(words);
  if ((key.match(LETTERS_AND_DIGITS)?.length ?? 0) < 2) return;
  // "VALE" (only ever written so) and "Vale" are two spellings, not one.
  const spelling = words.map((word) => (word.exactCase ? word.text : word.lower)).join(" ");
  const current = byPhrase.get(spelling);
  // Two listings with one name (GOOGL and GOOG are both "Alphabet"): a reviewed alias says which is meant, else the
  // larger company is. A derived name never displaces another.
  const derived = source === "derived" || source === "first-word";
  if (current) {
    const precedence = SOURCE_PRECEDENCE[source] - SOURCE_PRECEDENCE[current.source];
    if (precedence < 0 || (precedence === 0 && (derived || (current.listing.marketCap ?? 0) >= (listing.marketCap ?? 0)))) return;
  }
  byPhrase.set(spelling, { words, listing, source, context: derived ? "corporate" : commonWordNames.has(key) ? "company" : "none", kind: wordKindOf(words, kinds) });
}

/** A company this many times larger than every other listing whose name starts the same way is the one a headline means. */
const DOMINANT = 5;

/**
 * Per phrase of one or more words, which listing a name starting with it stands for: the only one whose name starts
 * so, or one that dwarfs the others ("Marriott" is Marriott International, not Marriott Vacations); null when none does.
 */
function prefixOwners(listings: readonly TickerListing[], names: readonly NameWord[][]): Map<string, number | null> {
  const byPrefix = new Map<string, number[]>();
  names.forEach((words, i) => {
    for (let length = 1; length <= words.length; length++) {
      const key = keyOf(words.slice(0, length));
      const holders = byPrefix.get(key);
      if (holders) holders.push(i);
      else byPrefix.set(key, [i]);
    }
  });
  const owners = new Map<string, number | null>();
  for (const [key, holders] of byPrefix) {
    const bySize = [...holders].sort((a, b) => (listings[b]!.marketCap ?? 0) - (listings[a]!.marketCap ?? 0));
    const [largest, next] = bySize;
    const dominant = next === undefined || (listings[largest!]!.marketCap ?? 0) >= DOMINANT * (listings[next]!.marketCap ?? 0);
    owners.set(key, dominant && (next === undefined || (listings[next]!.marketCap ?? 0) > 0) ? largest! : null);
  }
  return owners;
}

export function createTickerIndex(listings: readonly TickerListing[], kinds: NameWordKinds = unknownNameWords): TickerIndex {
  const bySymbol = new Map<string, TickerListing>();
  const byPhrase = new Map<string, NamePhrase>();
  const shortNames = listings.map((listing) => wordsOf(companyShortName(listing.company)));
  listings.forEach((listing, i) => {
    bySymbol.set(normaliseSymbol(listing.ticker), listing);
    for (const spelling of spellingsOf(shortNames[i]!)) addPhrase(byPhrase, spelling, listing, "name", kinds);
    for (const alias of listing.aliases) for (const spelling of spellingsOf(wordsOf(alias))) addPhrase(byPhrase, spelling, listing, "alias", kinds);
  });
  // Derived names come second so they never displace a listed name or alias.
  const owners = prefixOwners(listings, shortNames);
  listings.forEach((listing, i) => {
    let words = shortNames[i]!;
    while (words.length > 1 && DROPPABLE_TAIL.has(words.at(-1)!.lower)) {
      words = words.slice(0, -1);
      if (owners.get(keyOf(words)) === i) addPhrase(byPhrase, words, listing, "derived", kinds);
    }
    // A distinctive first word often stands for the whole ("Lululemon" for Lululemon Athletica, "Gilead" for
    // Gilead Sciences): one whose company owns it, long enough not to be an initial.
    const first = shortNames[i]![0]!;
    if (shortNames[i]!.length > 1 && first.text.length >= 4 && owners.get(first.lower) === i) addPhrase(byPhrase, [first], listing, "first-word", kinds);
    // Likewise the first two words of a longer name ("Booz Allen" for Booz Allen Hamilton, "Academy Sports" for
    // Academy Sports and Outdoors).
    const firstTwo = shortNames[i]!.slice(0, 2);
    if (shortNames[i]!.length > 2 && owners.get(keyOf(firstTwo)) === i) addPhrase(byPhrase, firstTwo, listing, "derived", kinds);
  });
  const phrasesByFirstWord = new Map<string, NamePhrase[]>();
  for (const phrase of byPhrase.values()) {
    const first = phrase.words[0]!.lower;
    const phrases = phrasesByFirstWord.get(first) ?? [];
    phrases.push(phrase);
    phrasesByFirstWord.set(first, phrases);
  }
  for (const phrases of phrasesByFirstWord.values()) phrases.sort((a, b) => b.words.length - a.words.length);
  const lowerCaseFirstWords = new Set(
    [...byPhrase.values()].map((phrase) => phrase.words[0]!).filter((word) => !word.capitalised).map((word) => word.text),
  );
  return { bySymbol, phrasesByFirstWord, lowerCaseFirstWords, lowerCaseStarts: new Set([...lowerCaseFirstWords].map(twoCharKey)) };
}

export function findListing(index: TickerIndex, symbol: string): TickerListing | undefined {
  return index.bySymbol.get(normaliseSymbol(symbol));
}
