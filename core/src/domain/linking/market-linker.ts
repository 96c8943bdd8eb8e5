/**
 * Links a news story to the prediction markets it bears on.
 *
 * A market question is short and says exactly what it is about ("Will the Fed cut rates at its December 2026
 * meeting?"), so the question is the query and the story the document: a market scores by how much of its
 * question's weight the story's headline and summary cover, each word weighted by how distinctive it is among
 * the current markets (squared IDF over the market questions), plus a smaller share for overlapping topic tags.
 * Coverage alone links stories that share a market's actors but not its event, so a few rules come first: the
 * story must name the question's most specific name, share one of its other words, touch it in the headline,
 * and pick the right month of a monthly series (see `scoreOf` and `keepInSeries`).
 *
 * Pure and synchronous: build once per market set, then `linksFor` costs one hash lookup per distinct story
 * word plus one step per market sharing that word (an inverted index), never stories × markets × words.
 */

export interface LinkableMarket {
  id: number;
  question: string;
  tags: readonly string[];
  closed: boolean;
}

export interface LinkableStory {
  title: string;
  summary: string | null;
  tags: readonly string[];
}

export interface MarketLink {
  marketId: number;
  score: number;
}

export const MAX_LINKS = 3;

/**
 * Scoring constants, set on the labelled pairs in workers/data/market-links-labelled.json (see the test):
 * - a link needs a score of 0.6: most of the question's weight covered. Just below it sit stories that share
 *   a question's common words ("US", "tariffs", "China") but not its event, and precision falls under 0.9;
 * - a word only in the summary counts 0.7 of one in the headline;
 * - tags are a tenth of the score: they confirm the topic but cannot tell two events in it apart, and a
 *   larger share lets every story on a busy topic (middle-east, tariffs) over the line;
 * - a closed market needs 0.1 more: it can no longer move, so it is worth showing only for a story squarely
 *   on its event, not for one that mentions it in passing;
 * - IDF is squared (as TF-IDF cosine weights a shared word), so the rare words of a question ("Blackwell",
 *   "blockade") outweigh the common ones ("US", "tariff") that every story in the area shares.
 */
export const LINK_THRESHOLD = 0.6;
const SUMMARY_WEIGHT = 0.7;
const TAG_WEIGHT = 0.1;
const CLOSED_MARGIN = 0.1;

// ---------------------------------------------------------------------------------------------------------
// Tokenising

/**
 * Multi-word names and terms folded into one token before splitting, so "Bank of Japan" does not share
 * "bank" with "Bank of Canada" and a story naming the institution matches a question using its acronym.
 * Replacements are capitalised when they are names (see `Term.name`).
 */
const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bfederal reserve\b|\bfomc\b/gi, " Fed "],
  [/\beuropean central bank\b/gi, " ECB "],
  [/\bbank of japan\b/gi, " BOJ "],
  [/\bbank of canada\b/gi, " BOC "],
  [/\bbank of england\b/gi, " BOE "],
  [/\bpeople's bank of china\b/gi, " PBOC "],
  [/\bbank of israel\b/gi, " BankOfIsrael "],
  // The country under the names of its government: questions say "the US", headlines "the White House".
  [/\bunited states\b|\bwhite house\b/gi, " UnitedStates "],
  [/\beuropean union\b|\beuropean commission\b/gi, " EU "],
  [/\bnew delhi\b/gi, " India "],
  [/\bsaudi arabia\b/gi, " Saudi "],
  [/\bstrait of hormuz\b/gi, " Hormuz "],
  [/\b(?:islamic )?revolutionary guards? corps\b|\brevolutionary guards?\b/gi, " Iran "],
  // Two different seas: a Black Sea drone strike is not a Red Sea (Houthi) story.
  [/\bred sea\b/gi, " RedSea "],
  [/\bblack sea\b/gi, " BlackSea "],
  [/\brare[- ]earths?\b/gi, " rareearth "],
  [/\bentity list\b/gi, " EntityList "],
  [/\bsupreme court\b/gi, " SupremeCourt "],
  [/\bconsumer price index\b|\bconsumer prices\b/gi, " CPI "],
  // A statute ("Section 232") is the mechanism, not the subject: headlines name the goods instead ("chip
  // tariffs"), and in a live set the same statute covers many unrelated goods.
  [/\bsection \d{3}\b/gi, " "],
  // "Phase two of the ceasefire": the phase's number is rarely repeated in the news about it.
  [/\bphase (?:one|two|three|[123])\b/gi, " phase "],
  [/\bopec\+/gi, " OPEC "],
  [/\busd\s*\/\s*jpy\b/gi, " dollar yen "],
  [/\binterest rates?\b/gi, " rate "],
  // A date ("Dec 31", "Nov. 30") is a deadline, the same scaffolding in most questions, so it goes; a month on
  // its own names a period ("the December meeting", "October CPI") and stays: it tells the Fed's December
  // decision from its October one.
  [
    /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.? \d{1,2}(?:st|nd|rd|th)?\b/gi,
    " ",
  ],
];

/**
 * Single words mapped to one spelling: demonyms and capitals to the country (headlines say "Beijing" and
 * "Chinese", questions say "China"), a headline's noun to a question's verb ("extension"/"extend"), and a
 * few synonyms of this domain. Keys are lower-case words as written, before stemming.
 */
const WORD_MAP: Readonly<Record<string, string>> = {
  chinese: "china",
  beijing: "china",
  american: "unitedstates",
  americans: "unitedstates",
  washington: "unitedstates",
  trump: "unitedstates",
  pentagon: "unitedstates",
  ustr: "unitedstates",
  japanese: "japan",
  tokyo: "japan",
  jpy: "yen",
  usd: "dollar",
  indian: "india",
  mexican: "mexico",
  canadian: "canada",
  ottawa: "canada",
  brazilian: "brazil",
  brasilia: "brazil",
  iranian: "iran",
  tehran: "iran",
  irgc: "iran",
  israeli: "israel",
  israelis: "israel",
  russian: "russia",
  moscow: "russia",
  kremlin: "russia",
  ukrainian: "ukraine",
  kyiv: "ukraine",
  european: "eu",
  brussels: "eu",
  saudis: "saudi",
  riyadh: "saudi",
  lebanese: "lebanon",
  taiwanese: "taiwan",
  houthis: "houthi",
  yemeni: "yemen",
  evs: "ev",
  jan: "january",
  feb: "february",
  mar: "march",
  apr: "april",
  jun: "june",
  jul: "july",
  aug: "august",
  sep: "september",
  sept: "september",
  oct: "october",
  nov: "november",
  dec: "december",
  extension: "extend",
  extensions: "extend",
  approval: "approve",
  approvals: "approve",
  seizure: "seize",
  disarmament: "disarm",
  normalization: "normalize",
  normalisation: "normalize",
  normalise: "normalize",
  normalising: "normalize",
  normalizing: "normalize",
  agreement: "agree",
  agreements: "agree",
  imposition: "impose",
  licence: "license",
  licences: "license",
  licensing: "license",
  // Central banks "hike" what questions "raise"; OPEC+ "increases" output.
  hike: "raise",
  hikes: "raise",
  hiking: "raise",
  increase: "raise",
  increases: "raise",
  production: "output",
  // Questions say "semiconductor" and "crude", headlines mostly "chip" and "oil".
  chip: "semiconductor",
  chips: "semiconductor",
  chipmaker: "semiconductor",
  chipmakers: "semiconductor",
  crude: "oil",
  duty: "tariff",
  duties: "tariff",
  levy: "tariff",
  levies: "tariff",
  tonnes: "ton",
  tonne: "ton",
  tons: "ton",
  vessel: "ship",
  vessels: "ship",
  tanker: "ship",
  tankers: "ship",
  purchase: "buy",
  purchases: "buy",
  purchased: "buy",
  pharmaceutical: "drug",
  pharmaceuticals: "drug",
  pharma: "drug",
  drugmaker: "drug",
  drugmakers: "drug",
  // Safe to merge because names gate the match: a US-China "truce" story lacks "Gaza" and "Ukraine".
  truce: "ceasefire",
  truces: "ceasefire",
};

/**
 * Words that carry no event: English function words, the scaffolding market questions share ("Will ... be
 * above ... in force by ... at its meeting?"), time words, qualifiers ("final", "full", "direct", "commercial")
 * that headlines leave out, and reporting filler. A question's meaning sits in its names and its event words.
 */
const STOP_WORDS = new Set(
  (
    "a an the and or but nor of on in at to for from by with as into onto over under about than then that this these those " +
    "is are was were be been being am do does did has have had having will would shall should can could may might must " +
    "it its it's their they them there here his her he she we our you your i me my us who whom whose what which when where why how " +
    "not no yes any all some more most less least very also just only still again even so such other another each both either " +
    "before after during until since while amid despite through against between among within without via per x " +
    "above below up down out off " +
    "year years month months week weeks day days today tomorrow yesterday next last first second third end " +
    "monday tuesday wednesday thursday friday saturday sunday q1 q2 q3 q4 " +
    "futures settle settles settled average announce announces announced begin begins meeting meetings force effect " +
    "final full direct commercial million billion trillion percent " +
    "say says said report reports reported according new latest update live people familiar official officials"
  ).split(" "),
);

/** Digits: figures (45%, $62, 155) are levels, not subjects, and equal figures in a story are coincidence more often than a match. */
const NUMBER = /\d/;

/**
 * Light suffix stripping so "cuts"/"cutting"/"cut" and "sanctioned"/"sanctions" agree. Tokens are only
 * compared with each other, so stems need not be words ("rates" and "rate" both become "rat").
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length >= 7) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length >= 6) w = w.slice(0, -2);
  // "cutting" -> "cutt" -> "cut", but "sell" and "staff" keep their pair.
  if (w.length >= 4 && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|ff|zz)$/.test(w)) w = w.slice(0, -1);
  if (w.length >= 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

export interface Term {
  term: string;
  /** Written with a capital: a name (country, institution, company, month) rather than an event word. */
  name: boolean;
}

/** The content terms of a text, each once; a term counts as a name if any of its spellings was capitalised. */
export function textTerms(text: string): Map<string, Term> {
  let normalised = text
    .replace(/[’‘]/g, "'")
    // "US" is the country only in capitals; lower-cased it is the pronoun.
    .replace(/\bU\.S\.(?:A\.)?|\bUSA?\b/g, " UnitedStates ");
  for (const [pattern, replacement] of PHRASES) normalised = normalised.replace(pattern, replacement);
  const terms = new Map<string, Term>();
  for (const raw of normalised.split(/[^\p{L}\p{N}']+/u)) {
    const written = raw.replace(/'s$|^'+|'+$/g, "");
    const lower = written.toLowerCase();
    if (lower.length < 2 || NUMBER.test(lower) || STOP_WORDS.has(lower)) continue;
    const mapped = WORD_MAP[lower] ?? lower;
    if (STOP_WORDS.has(mapped)) continue;
    const term = stem(mapped);
    const name = /^\p{Lu}/u.test(written);
    const seen = terms.get(term);
    if (!seen) terms.set(term, { term, name });
    else if (name) seen.name = true;
  }
  return terms;
}

// ---------------------------------------------------------------------------------------------------------
// Index and scoring

/** Months as stemmed terms ("May" is lost to the modal verb; no question needs it yet). */
const MONTHS = new Set(
  "january february march april june july august september october november december".split(" ").map(stem),
);

interface Posting {
  market: number;
  /** Squared IDF of the term among the market questions. */
  weight: number;
  name: boolean;
  /** The question's most specific name (highest IDF; several on a tie). */
  key: boolean;
  /** A name other than a month: one of those `namesNeeded` counts. */
  counted: boolean;
}

interface IndexedMarket {
  id: number;
  closed: boolean;
  /** Weight of all the question's terms: what full coverage would score. */
  termMass: number;
  termCount: number;
  /** How many names share the highest IDF: the story must have them all. */
  keyNames: number;
  /** How many of the question's names (months aside) the story must have. */
  namesNeeded: number;
  hasWords: boolean;
  tagMass: number;
  /** Markets asking the same question about another month (the Fed's October and December meetings). */
  series: number[] | null;
  month: string | null;
}

/** BM25's IDF, squared (see the constants above): a word in every market is worth nothing, one in a single market the most. */
const weightOf = (count: number, total: number) => Math.log(1 + (total - count + 0.5) / (count + 0.5)) ** 2;

function documentCounts(sets: ReadonlyArray<Iterable<string>>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const set of sets) for (const term of set) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

function addPosting(postings: Map<string, Posting[]>, term: string, posting: Posting) {
  let list = postings.get(term);
  if (!list) postings.set(term, (list = []));
  list.push(posting);
}

function indexMarkets(markets: readonly LinkableMarket[]) {
  const termSets = markets.map((market) => textTerms(market.question));
  const tagSets = markets.map((market) => new Set(market.tags.map((tag) => tag.toLowerCase())));
  const termCounts = documentCounts(termSets.map((set) => set.keys()));
  const tagCounts = documentCounts(tagSets);
  const terms = new Map<string, Posting[]>();
  const tags = new Map<string, Posting[]>();

  const indexed: IndexedMarket[] = markets.map((market, i) => {
    const set = termSets[i]!;
    const weighted = [...set.values()].map((term) => ({ ...term, weight: weightOf(termCounts.get(term.term) ?? 1, markets.length) }));
    // Months are names too, but the series rule handles them; as a key name "October" would tie with "Fed".
    const names = weighted.filter((term) => term.name && !MONTHS.has(term.term));
    const keyWeight = Math.max(0, ...names.map((term) => term.weight));
    for (const term of weighted) {
      const key = term.name && !MONTHS.has(term.term) && term.weight === keyWeight;
      addPosting(terms, term.term, { market: i, weight: term.weight, name: term.name, key, counted: term.name && !MONTHS.has(term.term) });
    }
    let tagMass = 0;
    for (const tag of tagSets[i]!) {
      const weight = weightOf(tagCounts.get(tag) ?? 1, markets.length);
      tagMass += weight;
      addPosting(tags, tag, { market: i, weight, name: false, key: false, counted: false });
    }
    const months = [...set.keys()].filter((term) => MONTHS.has(term));
    return {
      id: market.id,
      closed: market.closed,
      termMass: weighted.reduce((sum, term) => sum + term.weight, 0),
      termCount: weighted.length,
      keyNames: names.filter((term) => term.weight === keyWeight).length,
      namesNeeded: names.length <= 2 ? names.length : names.length - 1,
      hasWords: weighted.some((term) => !term.name),
      tagMass,
      series: null,
      month: months.length === 1 ? months[0]! : null,
    };
  });

  // Monthly series: the same question but for its month.
  const bySeries = new Map<string, number[]>();
  indexed.forEach((market, i) => {
    if (!market.month) return;
    const key = [...termSets[i]!.keys()].filter((term) => term !== market.month).sort().join(" ");
    bySeries.set(key, [...(bySeries.get(key) ?? []), i]);
  });
  for (const members of bySeries.values()) if (members.length > 1) for (const i of members) indexed[i]!.series = members;
  return { indexed, terms, tags };
}

interface Candidate extends MarketLink {
  index: number;
  closed: boolean;
}

export function createMarketLinker(markets: readonly LinkableMarket[]): { linksFor(story: LinkableStory): MarketLink[] } {
  const { indexed, terms, tags } = indexMarkets(markets);
  // Per-market tallies, reused across stories and reset for the markets a story touched.
  const covered = new Float64Array(indexed.length);
  const tagsCovered = new Float64Array(indexed.length);
  const keyHits = new Uint8Array(indexed.length);
  const nameHits = new Uint8Array(indexed.length);
  const matched = new Uint8Array(indexed.length);
  const wordHit = new Uint8Array(indexed.length);
  const titleHit = new Uint8Array(indexed.length);

  return {
    linksFor(story) {
      // A word in the headline is what the story is about; one only in the summary may be background.
      const weights = new Map<string, number>();
      if (story.summary) for (const term of textTerms(story.summary).keys()) weights.set(term, SUMMARY_WEIGHT);
      for (const term of textTerms(story.title).keys()) weights.set(term, 1);

      const touched: number[] = [];
      for (const [term, weight] of weights) {
        for (const posting of terms.get(term) ?? []) {
          const i = posting.market;
          if (matched[i] === 0) touched.push(i);
          covered[i]! += posting.weight * weight;
          matched[i]! += 1;
          if (posting.key) keyHits[i]! += 1;
          if (posting.counted) nameHits[i]! += 1;
          if (!posting.name) wordHit[i] = 1;
          if (weight === 1) titleHit[i] = 1;
        }
      }
      for (const tag of new Set(story.tags.map((t) => t.toLowerCase()))) {
        for (const posting of tags.get(tag) ?? []) if (matched[posting.market]! > 0) tagsCovered[posting.market]! += posting.weight;
      }

      const candidates: Candidate[] = [];
      for (const i of touched) {
        const market = indexed[i]!;
        const score = scoreOf(market, covered[i]!, tagsCovered[i]!, keyHits[i]!, nameHits[i]!, matched[i]!, wordHit[i] === 1, titleHit[i] === 1);
        if (score >= LINK_THRESHOLD + (market.closed ? CLOSED_MARGIN : 0)) candidates.push({ marketId: market.id, index: i, score: Math.round(score * 1000) / 1000, closed: market.closed });
        covered[i] = tagsCovered[i] = keyHits[i] = nameHits[i] = matched[i] = wordHit[i] = titleHit[i] = 0;
      }

      const links = candidates.filter((link) => keepInSeries(indexed, link.index, weights, candidates));
      // Closed markets may be linked (the feed dims them), but an open one wins a tie.
      links.sort((a, b) => b.score - a.score || Number(a.closed) - Number(b.closed) || a.marketId - b.marketId);
      return links.slice(0, MAX_LINKS).map(({ marketId, score }) => ({ marketId, score }));
    },
  };
}

/** The link score of a market the story shares words with, or 0 when one of the rules below rejects it. */
function scoreOf(
  market: IndexedMarket,
  covered: number,
  tagsCovered: number,
  keyHits: number,
  nameHits: number,
  matched: number,
  wordHit: boolean,
  titleHit: boolean,
): number {
  // Two shared words at least: one rare word alone is a coincidence as often as a match.
  if (matched < Math.min(2, market.termCount)) return 0;
  // The headline must touch the question: "tariffs and the cost of memory chips" in the summary of a console
  // price story is background, not the subject.
  if (!titleHit) return 0;
  // Names say which (country, bank, company), the other words what happens. A story must have the question's
  // most specific name (an ECB story must not cover the Fed's question with "cut" and "rates") and at least one
  // of its other words (a Russia-Ukraine battlefield report does not cover "Russia x Ukraine ceasefire").
  if (keyHits < market.keyNames || (market.hasWords && !wordHit)) return 0;
  // And all of its names but one when it has three or more, both when it has two. IDF says "US" is common, not
  // that it is optional: China's duties on EU dairy are no answer to "the average US tariff on Chinese imports".
  if (nameHits < market.namesNeeded) return 0;
  // A one-word question ("gold") is too thin to trust alone: if it has tags, the story must share one.
  if (market.termCount < 2 && market.tagMass > 0 && tagsCovered === 0) return 0;
  const text = covered / market.termMass;
  // Untagged markets (Kalshi's have none) are scored on their text alone rather than penalised.
  return market.tagMass > 0 ? (1 - TAG_WEIGHT) * text + TAG_WEIGHT * (tagsCovered / market.tagMass) : text;
}

/**
 * Within a monthly series the story's month picks the market: a story on the December meeting links the
 * December market, not October's, though the questions share every other word. A story naming no month of
 * the series keeps every member; one naming several keeps the open ones among them.
 */
function keepInSeries(
  indexed: readonly IndexedMarket[],
  index: number,
  storyTerms: ReadonlyMap<string, number>,
  candidates: readonly Candidate[],
): boolean {
  const market = indexed[index]!;
  if (!market.series || !market.month) return true;
  const named = market.series.filter((i) => storyTerms.has(indexed[i]!.month!) && candidates.some((c) => c.index === i));
  if (named.length === 0) return true;
  if (!named.includes(index)) return false;
  return !market.closed || named.every((i) => indexed[i]!.closed);
}
