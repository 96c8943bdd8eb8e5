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

/**
 * How many times a line names the region other than in passing. `elsewhere`: the line names a place outside the
 * region, so a place of the region it names as a venue only ("Ukrainian envoys meet in Abu Dhabi") is in passing.
 */
function mentionsOf(line: string, inRegion: RegExp, elsewhere: boolean): number {
  inRegion.lastIndex = 0;
  const matches = [...line.matchAll(inRegion)];
  if (!matches.length) return 0;
  const passing = passingSpans(line, inRegion);
  return matches.filter(
    (match) =>
      !passing.some(([start, end]) => match.index >= start && match.index < end) &&
      !(elsewhere && VENUE.test(line.slice(Math.max(0, match.index - 4), match.index))),
  ).length;
}

/** A global copy of each pattern, for matchAll. */
const globals = new WeakMap<RegExp, RegExp>();
const globalOf = (pattern: RegExp) => {
  let global = globals.get(pattern);
  if (!global) globals.set(pattern, (global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`)));
  return global;
};

/**
 * A story is about the region when its title names it other than in passing, or its summary does and its title
 * names no place outside the region. The patterns are matched against each line as given (the caller makes the
 * title's case-blind for a title in capitals).
 */
export function aboutRegion(title: string, summary: string, titlePattern: RegExp, summaryPattern: RegExp): boolean {
  const titleElsewhere = PLACES_OUTSIDE.test(title);
  if (mentionsOf(title, globalOf(titlePattern), titleElsewhere) > 0) return true;
  return Boolean(summary) && !titleElsewhere && mentionsOf(summary, globalOf(summaryPattern), PLACES_OUTSIDE.test(summary)) > 0;
}
