import type { RuleScan } from "./classify-impact-by-rules";
import { fnv1a } from "./corpus-split";
import type { ImpactRule } from "./impact-rule";
import { createIntTable, lookupInt } from "./int-table";
import { mentionsHedge } from "./is-hedged";
import { stemEnd } from "./stem-end";
import { codeAt } from "./char-code";

/** What the impact model reads of a story besides its words: computed once by classifyArticle. */
export interface ImpactContext {
  /** Symbols the story names (linkTickers). */
  tickers: readonly string[];
  /** Its topics (topicTags). */
  tags: readonly string[];
}

/**
 * Feature names and their prefixes. An article's impact_rules shows them to an editor: rules by id
 * ("high:tariff-imposed"), words and word pairs quoted ("\"guidance\""), the rest as written here.
 */
export const RULE = "r:";
export const TITLE_WORD = "w:";
export const TITLE_PAIR = "b:";
/** A word anywhere in the story, title or summary. */
export const ANY_WORD = "a:";

const OFFSET = 0x811c9dc5;
const step = (hash: number, code: number) => Math.imul(hash ^ code, 0x01000193);
/** FNV-1a of text[start, end), as corpus-split's fnv1a of that slice, without the slice. */
function fnvOf(text: string, start: number, end: number): number {
  let hash = OFFSET;
  for (let i = start; i < end; i++) hash = step(hash, codeAt(text, i));
  return hash >>> 0;
}
/** A 32-bit mix (murmur3's finaliser) of a running hash and the next part's hash. */
function mix(hash: number, part: number): number {
  let h = Math.imul(hash ^ part, 0xcc9e2d51);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}
const WORD_PREFIXES = new Set([TITLE_WORD, ANY_WORD]);

/**
 * Features are named for training and for impact_rules, but classification only hashes them, straight from the
 * characters of the text, so a story's hundred-odd word and pair features cost no string and no allocation.
 * A word feature ("w:tariff") is its prefix's hash mixed with its word's FNV-1a hash, a pair ("b:cut guidanc")
 * with both words' in turn: each word of a story is hashed once for its title, story and pair features. Any other
 * feature is the FNV-1a hash of its name.
 */
export function featureHash(name: string): number {
  const prefix = name.slice(0, 2);
  if (WORD_PREFIXES.has(prefix)) return mix(fnv1a(prefix), fnv1a(name.slice(2)));
  if (prefix === TITLE_PAIR) {
    const space = name.indexOf(" ", 2);
    return mix(mix(fnv1a(prefix), fnv1a(name.slice(2, space))), fnv1a(name.slice(space + 1)));
  }
  return fnv1a(name);
}

/** Where a story's features go: their hashes always, their names when training or explaining. */
export interface FeatureSink {
  hashes: number[];
  names: string[] | null;
}

/** A named feature whose hash is computed once. */
interface Named {
  name: string;
  hash: number;
}
const named = (name: string): Named => ({ name, hash: featureHash(name) });
/** Topic features by tag, named once each. */
const tagFeatures = new Map<string, Named>();
const tagFeature = (tag: string): Named => {
  let feature = tagFeatures.get(tag);
  if (!feature) tagFeatures.set(tag, (feature = named(`tag:${tag}`)));
  return feature;
};

function add(sink: FeatureSink, feature: Named): void {
  sink.hashes.push(feature.hash);
  sink.names?.push(feature.name);
}

/** Words naming a country or bloc, by the hash of the lower-cased word; upper-case ones must be written so ("US", not "us"). */
const mentionList: { feature: Named; cased: boolean; country: boolean }[] = [];
const mentionEntries: [number, number][] = [];
const MENTIONS = {
  set(hash: number, mention: { feature: Named; cased: boolean; country: boolean }) {
    mentionEntries.push([hash, mentionList.push(mention) - 1]);
  },
};
const countries: Record<string, string> = {
  us: "US U.S USA america american americans washington trump biden pentagon treasury",
  china: "china chinese beijing xi sino",
  eu: "EU european brussels eurozone",
  japan: "japan japanese tokyo",
  russia: "russia russian russians moscow kremlin putin",
  ukraine: "ukraine ukrainian kyiv zelensky zelenskiy",
  iran: "iran iranian tehran khamenei irgc",
  israel: "israel israeli israelis netanyahu idf",
  "gulf-state": "saudi saudis riyadh uae emirati qatar qatari kuwait kuwaiti oman bahrain iraq iraqi",
  india: "india indian delhi modi",
  uk: "UK britain british london",
  canada: "canada canadian ottawa",
  mexico: "mexico mexican",
  germany: "germany german berlin",
  france: "france french paris",
  taiwan: "taiwan taiwanese taipei",
  korea: "korea korean seoul pyongyang",
  brazil: "brazil brazilian",
  turkey: "turkey turkish ankara",
  venezuela: "venezuela venezuelan caracas",
};
const commodities: Record<string, string> = {
  oil: "oil crude brent wti opec barrel barrels bpd petroleum gasoline diesel refinery refineries",
  gas: "gas lng",
  metals: "copper aluminum aluminium nickel lithium cobalt steel iron zinc uranium",
  "rare-earths": "rare-earth rare-earths",
  gold: "gold silver bullion",
  grains: "wheat corn soybeans soybean soy grain grains rice",
  softs: "cocoa coffee sugar cotton",
  fertilisers: "fertilizer fertiliser potash",
};
for (const [country, words] of Object.entries(countries)) {
  for (const word of words.split(" ")) MENTIONS.set(featureHash(word.toLowerCase()), { feature: named(`country:${country}`), cased: word !== word.toLowerCase(), country: true });
}
for (const [commodity, words] of Object.entries(commodities)) {
  for (const word of words.split(" ")) MENTIONS.set(featureHash(word), { feature: named(`commodity:${commodity}`), cased: false, country: false });
}
const mentionTable = createIntTable(mentionEntries);
const COUNTRY_COUNTS = [0, 1, 2, 3].map((n) => named(`countries:${n}`));
const TICKER_COUNTS = [0, 1, 2, 3].map((n) => named(`tickers:${n}`));
const VERDICTS = new Map(["high", "mid", "low"].map((impact) => [impact, named(`rules:${impact}`)]));
const HEDGE = named("hedge");
const QUESTION = named("question");

/** Genre cues in a title: opinion, feature or human-interest, wrap-up. */
const GENRES: readonly (readonly [Named, RegExp])[] = [
  [
    named("genre:opinion"),
    /^\W*(?:opinion|commentary|column|view|editorial|op-ed|letters?)\b|\b(?:breakingviews|i think|we must|we need|should|must|is wrong|is right|the case for|the case against|it's time|lessons? from)\b/i,
  ],
  [
    named("genre:feature"),
    /^\W*(?:inside|meet|how|why|the (?:rise|fall|story|secret|art|making|return|hidden|quiet|long)|a (?:day|week|year|life|look|guide|tour|visit))\b|\b(?:review|recipe|travel|festival|museum|exhibition|celebrates?|anniversary|family|families|pictures|photos|podcast|interview|profile|tips|best|guide|love|dream|memoir|heritage|tradition|volunteers?|students?|community|couple|grandmother|viral|pets?)\b/i,
  ],
  [
    named("genre:wrap"),
    /\b(?:stocks? (?:end|ends|close|closes|finish|finishes|open|opens|mixed|edge|flat)|markets? (?:wrap|close|closes|mixed)|wall street (?:ends|closes|opens|edges|mixed)|week ahead|morning bid|stock market today|futures (?:edge|inch|flat|mixed)|mixed|edges? (?:higher|lower|up|down)|inch(?:es)? (?:higher|lower|up|down)|little changed|range-bound|quiet (?:session|trading))\b/i,
  ],
];

/** Rule features by rule: fired in the title, fired there only hedged, fired in the summary only. */
const ruleFeatures = new Map<ImpactRule, { plain: Named; hedged: Named; summary: Named }>();
function ruleFeature(rule: ImpactRule): { plain: Named; hedged: Named; summary: Named } {
  let features = ruleFeatures.get(rule);
  if (!features) {
    const name = RULE + rule.id;
    ruleFeatures.set(rule, (features = { plain: named(name), hedged: named(`${name}:hedged`), summary: named(`${name}:summary`) }));
  }
  return features;
}

/** Letters, digits and the money and percent signs make words. */
function isWordCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 36 || code === 37 || code === 8364 || code === 163 || (code >= 223 && code <= 591);
}
/** Marks that join two runs into one word: "u.s.", "at&t", "rare-earth", "don't". */
function isJoinCode(code: number): boolean {
  return code === 39 || code === 8217 || code === 38 || code === 46 || code === 45;
}

/** The hash of each number fold, as the word it stands for. */
const FOLD_HASHES = new Map(["#pct", "#money", "#num"].map((fold) => [fold, fnv1a(fold)]));

/** The fold of a word with a digit: "#pct", "#money" or "#num"; null for a plain word. */
function numberFold(text: string, start: number, end: number): string | null {
  let digit = false;
  let percent = false;
  let money = false;
  for (let i = start; i < end; i++) {
    const code = codeAt(text, i);
    if (code >= 48 && code <= 57) digit = true;
    else if (code === 37) percent = true;
    else if (code === 36 || code === 8364 || code === 163) money = true;
  }
  if (!digit) return null;
  if (percent) return "#pct";
  const last = codeAt(text, end - 1);
  return money || last === 109 || (last === 110 && codeAt(text, end - 2) === 98) ? "#money" : "#num";
}


/** The title's words are title words ("w:") and story words ("a:") and make pairs ("b:"); the summary's are story words only. */
interface WordPrefixes {
  word: number;
  wordName: string;
  also: number;
  alsoName: string | null;
  pair: number;
  pairName: string | null;
}
const titlePrefixes: WordPrefixes = {
  word: fnv1a(TITLE_WORD),
  wordName: TITLE_WORD,
  also: fnv1a(ANY_WORD),
  alsoName: ANY_WORD,
  pair: fnv1a(TITLE_PAIR),
  pairName: TITLE_PAIR,
};
const summaryPrefixes: WordPrefixes = { word: fnv1a(ANY_WORD), wordName: ANY_WORD, also: 0, alsoName: null, pair: 0, pairName: null };


/**
 * Words (and, for a title, word pairs) of one text, lower-cased and crudely stemmed, numbers
 * folded, possessives dropped, and the countries
 * and commodities its words name (countries into `found`, to be counted once for title and summary).
 */
function addWords(sink: FeatureSink, text: string, prefixes: WordPrefixes, found: number[]): void {
  const lower = text.toLowerCase();
  const sameOffsets = lower.length === text.length;
  let previous = -1;
  let previousWord = "";
  let i = 0;
  const length = lower.length;
  while (i < length) {
    if (!isWordCode(codeAt(lower, i))) {
      i++;
      continue;
    }
    const start = i;
    let digit = false;
    while (i < length) {
      const code = codeAt(lower, i);
      if (isWordCode(code)) {
        if (code >= 48 && code <= 57) digit = true;
        i++;
      } else if (isJoinCode(code) && i + 1 < length && isWordCode(codeAt(lower, i + 1))) i++;
      else break;
    }
    let end = i;
    // Possessives: "iran's" is "iran".
    if (end - start > 2 && codeAt(lower, end - 1) === 115 && (codeAt(lower, end - 2) === 39 || codeAt(lower, end - 2) === 8217)) end -= 2;
    const fold = digit ? numberFold(lower, start, end) : null;
    let hash: number;
    if (fold === null) {
      end = stemEnd(lower, start, end);
      hash = fnvOf(lower, start, end);
      const at = lookupInt(mentionTable, hash);
      const mention = at < 0 ? undefined : mentionList[at]!;
      if (mention && (!mention.cased || (sameOffsets && codeAt(text, start) !== codeAt(lower, start)))) {
        if (!mention.country) add(sink, mention.feature);
        else if (!found.includes(mention.feature.hash)) found.push(mention.feature.hash);
      }
    } else hash = FOLD_HASHES.get(fold)!;
    const word = sink.names ? (fold ?? lower.slice(start, end)) : "";
    sink.hashes.push(mix(prefixes.word, hash));
    if (sink.names) sink.names.push(prefixes.wordName + word);
    if (prefixes.alsoName !== null) {
      sink.hashes.push(mix(prefixes.also, hash));
      if (sink.names) sink.names.push(prefixes.alsoName + word);
    }
    if (prefixes.pairName !== null && previous >= 0) {
      sink.hashes.push(mix(mix(prefixes.pair, previous), hash));
      if (sink.names) sink.names.push(`${prefixes.pairName}${previousWord} ${word}`);
    }
    previous = hash;
    previousWord = word;
  }
}

const countryNames = new Map<number, string>();
for (const { feature, country } of mentionList) if (country) countryNames.set(feature.hash, feature.name);

/**
 * The features of a story for the impact model, into `sink` (duplicates possible: the model counts each
 * once): every rubric rule that fired (by id, marked hedged or summary-only), the rules' own verdict, the
 * hedging test, named tickers and their count, countries, commodities, topics, genre cues, the stemmed
 * words and word pairs of the title, and the stemmed words of the whole story (cross-validation on the
 * train split preferred these to separate summary words and pairs).
 */
export function collectImpactFeatures(sink: FeatureSink, title: string, summary: string, scan: RuleScan, verdict: string, context: ImpactContext): void {
  for (const hit of scan.hits) {
    const features = ruleFeature(hit.rule);
    add(sink, hit.inSummary ? features.summary : hit.hedged ? features.hedged : features.plain);
  }
  for (const rule of scan.formats) add(sink, ruleFeature(rule).plain);
  add(sink, VERDICTS.get(verdict)!);
  if (mentionsHedge(title)) add(sink, HEDGE);
  if (title.trimEnd().endsWith("?")) add(sink, QUESTION);
  add(sink, TICKER_COUNTS[Math.min(context.tickers.length, 3)]!);
  for (const tag of context.tags) add(sink, tagFeature(tag));
  for (const [genre, pattern] of GENRES) if (pattern.test(title)) add(sink, genre);
  const found: number[] = [];
  addWords(sink, title, titlePrefixes, found);
  if (summary) addWords(sink, summary, summaryPrefixes, found);
  for (const country of found) {
    sink.hashes.push(country);
    sink.names?.push(countryNames.get(country)!);
  }
  add(sink, COUNTRY_COUNTS[Math.min(found.length, 3)]!);
}

/** The features of a story by name, each once: for training and for tests. */
export function impactFeatures(title: string, summary: string, scan: RuleScan, verdict: string, context: ImpactContext): Set<string> {
  const sink: FeatureSink = { hashes: [], names: [] };
  collectImpactFeatures(sink, title, summary, scan, verdict, context);
  return new Set(sink.names);
}

/** Words too common to explain anything alone; they stay features (cross-validation preferred it). */
const STOPWORDS = new Set(
  "a an the of in on at to for from by with and or as is are was were be been its it this that their his her they he she than into over after amid about".split(" "),
);

/** Whether a feature is too bland to show an editor as a reason: a common word, or an absence ("tickers:0"). */
export function isQuietFeature(feature: string): boolean {
  if (feature.endsWith(":0")) return true;
  const word = feature.startsWith(TITLE_WORD) || feature.startsWith(ANY_WORD) ? feature.slice(2) : null;
  return word !== null && STOPWORDS.has(word);
}

/** How a folded number reads: "#pct" as "N%", "#money" as "$N", "#num" as "N". */
const NUMBER_FOLDS: Record<string, string> = { "#pct": "N%", "#money": "$N", "#num": "N" };

/** How a feature reads in an article's impact_rules: rules by id, words and pairs quoted, numbers as N. */
export function describeFeature(feature: string): string {
  if (feature.startsWith(RULE)) return feature.slice(RULE.length);
  for (const prefix of [TITLE_WORD, TITLE_PAIR, ANY_WORD]) {
    if (feature.startsWith(prefix)) return `"${feature.slice(prefix.length).replace(/#(?:pct|money|num)/g, (fold) => NUMBER_FOLDS[fold]!)}"`;
  }
  return feature;
}
