/**
 * Whether a story is about a region of places (the Middle East) rather than naming one in passing. Traders file
 * "EU sanctions banks in Kyrgyzstan, Turkey and the UAE" under Russia, and "Gold hits record as tensions from
 * Ukraine to the Middle East add support" under gold: a place counts when the story is about it.
 */

/** One capitalised name, or a run of them: "Saudi Arabia", "the UAE", "North Korea", "Abu Dhabi's Mubadala". */
const ITEM = String.raw`(?:the )?[A-Z][\w'’.&-]*(?: [A-Z][\w'’.&-]*)*`;
/** A list of names: "Russia, Iran and North Korea", "Turkey and the UAE", "Nigerian and Iraqi". */
const LIST = new RegExp(String.raw`${ITEM}(?:, ${ITEM})*,? (?:and|or) ${ITEM}`, "g");
const LIST_SEPARATOR = /,? (?:and|or) |, /;
/** A place named as where something happens: "envoys meet in Abu Dhabi", "truce at Doha talks". */
const VENUE = /\b(?:in|at)\s+$/;
/** Parties to most of the region's news, which list it beside them without making it a passing mention. */
const PARTIES = /^(?:the )?(?:US|U\.S\.|United States|America|American|Washington|EU|European Union|Europe|UN|United Nations|West|Western|G7)\b/;

/**
 * Places outside the region that make a title's subject somewhere else ("China's state buyers book US soybean
 * cargoes", "Panama Canal lifts draft limits"): then the region named only in the summary is a passing mention.
 */
const PLACES_OUTSIDE =
  /\b(?:China|Chinese|Beijing|Hong Kong|Taiwan\w*|Japan\w*|Tokyo|Korea\w*|Seoul|India|Indian|Delhi|Pakistan\w*|Afghan\w*|Russia\w*|Moscow|Kremlin|Ukrain\w*|Kyiv|Brazil\w*|Mexic\w*|Canad\w*|German\w*|Berlin|France|French|Paris|Brit\w*|UK|London|Australia\w*|Panama|Africa\w*|Nigeria\w*|Venezuela\w*|Argentin\w*|Indonesia\w*|Vietnam\w*|Singapore\w*|Malaysia\w*|Kazakh\w*|Switzerland|Swiss)\b/;

/** Where a text's passing mentions of the region are: in a list beside a place outside it (not one of PARTIES). */
function passingSpans(line: string, inRegion: RegExp): [number, number][] {
  const spans: [number, number][] = [];
  for (const list of line.matchAll(LIST)) {
    const items = list[0].split(LIST_SEPARATOR);
    const outside = items.some((item) => !testOnce(inRegion, item) && !PARTIES.test(item));
    if (outside && items.some((item) => testOnce(inRegion, item))) spans.push([list.index, list.index + list[0].length]);
  }
  return spans;
}

function testOnce(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/** One place of the region a line names, and whether it is named in passing there. */
interface Mention {
  term: string;
  index: number;
  /** In a list beside a place outside the region. */
  listed: boolean;
  /** Named as where something happens ("in Abu Dhabi"), in a line that names a place outside the region. */
  venueElsewhere: boolean;
}

/** A line's mentions of the region. `elsewhere`: the line names a place outside it (then a venue is in passing). */
function mentionsOf(line: string, inRegion: RegExp, elsewhere: boolean): Mention[] {
  inRegion.lastIndex = 0;
  const matches = [...line.matchAll(inRegion)];
  if (!matches.length) return [];
  const passing = passingSpans(line, inRegion);
  return matches.map((match) => ({
    term: match[0],
    index: match.index,
    listed: passing.some(([start, end]) => match.index >= start && match.index < end),
    venueElsewhere: elsewhere && VENUE.test(line.slice(Math.max(0, match.index - 4), match.index)),
  }));
}

const namesOtherThanInPassing = (mentions: readonly Mention[]) => mentions.some((mention) => !mention.listed && !mention.venueElsewhere);

/** A global copy of each pattern, for matchAll. */
const globals = new WeakMap<RegExp, RegExp>();
const globalOf = (pattern: RegExp) => {
  let global = globals.get(pattern);
  if (!global) globals.set(pattern, (global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`)));
  return global;
};

/** A story's two lines, as the region's rules and model read them: each line's mentions, and whether it names a place outside. */
interface StoryMentions {
  title: Mention[];
  summary: Mention[];
  titleElsewhere: boolean;
  summaryElsewhere: boolean;
}

function storyMentions(title: string, summary: string, titlePattern: RegExp, summaryPattern: RegExp): StoryMentions {
  const titleElsewhere = PLACES_OUTSIDE.test(title);
  const summaryElsewhere = summary !== "" && PLACES_OUTSIDE.test(summary);
  return {
    title: mentionsOf(title, globalOf(titlePattern), titleElsewhere),
    summary: summary ? mentionsOf(summary, globalOf(summaryPattern), summaryElsewhere) : [],
    titleElsewhere,
    summaryElsewhere,
  };
}

/** The rules: the title names the region other than in passing, or the summary does under a title naming no place outside. */
const aboutByRules = (story: StoryMentions) => namesOtherThanInPassing(story.title) || (!story.titleElsewhere && namesOtherThanInPassing(story.summary));

/**
 * A story is about the region when its title names it other than in passing, or its summary does and its title
 * names no place outside the region. The patterns are matched against each line as given (the caller makes the
 * title's case-blind for a title in capitals).
 */
export function aboutRegion(title: string, summary: string, titlePattern: RegExp, summaryPattern: RegExp): boolean {
  return aboutByRules(storyMentions(title, summary, titlePattern, summaryPattern));
}

/** Words of a line, lower-cased and without a possessive 's, for the region model's bag of words. */
const WORD = /[a-z\d][a-z\d'’]*/g;
const wordsOf = (line: string) => (line.toLowerCase().match(WORD) ?? []).map((word) => (word.endsWith("'s") || word.endsWith("’s") ? word.slice(0, -2) : word));

/** What the region model reads of one line's mentions: each place, and how it stands (first, in a list, after which word, in a compound). */
function mentionFeatures(line: string, mentions: readonly Mention[], elsewhere: boolean, prefix: string, features: string[]): void {
  features.push(`${prefix}n=${Math.min(mentions.length, 3)}`);
  if (elsewhere) features.push(`${prefix}elsewhere`);
  for (const mention of mentions) {
    features.push(`${prefix}${mention.term.toLowerCase()}`);
    if (mention.index === 0) features.push(`${prefix}first`);
    if (mention.listed) features.push(`${prefix}list`);
    const before = /([\p{L}']+)\W*$/u.exec(line.slice(Math.max(0, mention.index - 16), mention.index))?.[1]?.toLowerCase();
    if (before) features.push(`${prefix}after:${before}`);
    // "Dubai-based", "Abu Dhabi-backed", "Israeli-founded": a company of the region, doing something elsewhere or at home.
    const compound = /^-(\p{L}+)/u.exec(line.slice(mention.index + mention.term.length))?.[1]?.toLowerCase();
    if (compound) features.push(`${prefix}-${compound}`);
  }
}

/**
 * What the region model weighs of a story (region-model.ts): the rules' verdict, each mention of the region and how it
 * stands, places outside the region, and the words of the title and of the summary, each line read on its own. Null when
 * neither line names the region at all: such a story is not about it.
 */
export function regionFeatures(title: string, summary: string, titlePattern: RegExp, summaryPattern: RegExp): string[] | null {
  const story = storyMentions(title, summary, titlePattern, summaryPattern);
  if (story.title.length + story.summary.length === 0) return null;
  const features: string[] = [];
  mentionFeatures(title, story.title, story.titleElsewhere, "t:", features);
  if (summary) mentionFeatures(summary, story.summary, story.summaryElsewhere, "s:", features);
  if (aboutByRules(story)) features.push("rules:about");
  if (!summary) features.push("no-summary");
  for (const word of new Set(wordsOf(title))) features.push(`w:${word}`);
  for (const word of new Set(wordsOf(summary))) features.push(`sw:${word}`);
  return features;
}
