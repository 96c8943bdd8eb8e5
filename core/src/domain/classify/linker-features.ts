import { commonWordNames } from "./common-word-names";
import { AFTER, BEFORE, COMPANY_VERBS } from "./company-context";
import { inListWith, type NameCandidate } from "./name-mentions";
import { tokenLines } from "./text-lines";
import type { NamePhrase } from "./ticker-index";
import type { WordToken } from "./tokenize";
import { codeAt } from "./char-code";

/** How the headline is cased, which says how much a capital letter means: in title case or capitals, little. */
export type TextCase = "upper" | "title" | "sentence";

const HAS_LOWER = /\p{Ll}/u;
const STARTS_UPPER = /^[\p{Lu}]/u;
const STARTS_LETTER = /^\p{L}/u;

/** Called for every headline with a candidate name: character codes, a regex only beyond ASCII. */
export function textCaseOf(tokens: readonly WordToken[]): TextCase {
  let words = 0;
  let capitalised = 0;
  let lower = false;
  for (const { text } of tokens) {
    const code = codeAt(text, 0);
    const ascii = code < 128;
    if (ascii ? !((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) : !STARTS_LETTER.test(text)) continue;
    words++;
    if (ascii ? code <= 90 : STARTS_UPPER.test(text)) capitalised++;
    if (!lower) lower = HAS_LOWER.test(text);
  }
  if (!lower) return "upper";
  return words >= 4 && capitalised / words >= 0.75 ? "title" : "sentence";
}

/** Per token, the case of its line: a story's title and summary are each read in their own. */
export function caseByToken(text: string, tokens: readonly WordToken[]): TextCase[] {
  const cases: TextCase[] = [];
  for (const line of tokenLines(text, tokens)) {
    const textCase = textCaseOf(tokens.slice(line.first, line.end));
    for (let i = line.first; i < line.end; i++) cases.push(textCase);
  }
  return cases;
}

const capBucket = (marketCap: number | null) =>
  marketCap === null ? "none" : marketCap >= 200e9 ? "mega" : marketCap >= 20e9 ? "large" : marketCap >= 2e9 ? "mid" : "small";

/** Words title case capitalises too: a capital on them says nothing of a name next to them. */
const FUNCTION_WORDS = new Set(
  "a an the and or but nor of in on at to for from by with as after before over under into onto than vs amid about against between on off up down out is are was were be been its it his her their our your new".split(" "),
);

const word = (token: WordToken | undefined) => token?.text.toLowerCase().replace(/['’]s$/, "") ?? "^";

/**
 * The features of a name alone, given the headline's case and the rules' verdict: the same wherever it stands, so
 * the linker scores them once per name (how it was found, whether it is also an everyday word, its size).
 */
export function nameFeatures(phrase: NamePhrase, certain: boolean, textCase: TextCase): string[] {
  const key = phrase.words.map((each) => each.lower).join(" ");
  const cap = capBucket(phrase.listing.marketCap);
  const { kind, source } = phrase;
  const words = Math.min(phrase.words.length, 3);
  const features = [`source:${source}`, `words:${words}`, `case:${textCase}`, `cap:${cap}`, `source:${source}&cap:${cap}`, `name:${key}`];
  // What a name usually means is learned only for the names that are also everyday words: for the rest, a few
  // labelled headlines would teach more noise than knowledge.
  if (commonWordNames.has(key)) {
    const rules = certain ? "yes" : "no";
    features.push("common", `common&case:${textCase}`, `common&rules:${rules}`, `name:${key}&rules:${rules}`);
  }
  features.push(`kind:${kind}`, `kind:${kind}&case:${textCase}`, `kind:${kind}&source:${source}`, `kind:${kind}&words:${words}`);
  if (certain) features.push("rules", `rules&source:${source}`);
  return features;
}

/**
 * The features of where a candidate name stands: its case as written, what stands right before and after it,
 * whether it is listed with other companies or beside one of its sector. Names, not hashes: the model is small.
 */
export function placeFeatures(text: string, tokens: readonly WordToken[], candidates: readonly NameCandidate[], at: number, textCase: TextCase): string[] {
  const candidate = candidates[at]!;
  const { phrase, first, last } = candidate;
  const { kind } = phrase;
  // What stands on another line (the summary after a title) does not stand next to the name.
  const sameLine = (a: WordToken, b: WordToken) => !text.slice(a.end, b.start).includes("\n");
  const before = first > 0 && sameLine(tokens[first - 1]!, tokens[first]!) ? tokens[first - 1] : undefined;
  const after = last + 1 < tokens.length && sameLine(tokens[last]!, tokens[last + 1]!) ? tokens[last + 1] : undefined;
  const gapBefore = before ? text.slice(before.end, tokens[first]!.start) : "^";
  const gapAfter = after ? text.slice(tokens[last]!.end, after.start) : "$";
  const beforeCapital = Boolean(before && STARTS_UPPER.test(before.text) && gapBefore === " " && !FUNCTION_WORDS.has(word(before)));
  const next = word(after);
  const afterCapital = Boolean(after && STARTS_UPPER.test(after.text) && gapAfter === " " && !FUNCTION_WORDS.has(next));
  const features = [`prev:${word(before)}`, `next:${next}`, `gap-before:${gapBefore.trim() || "space"}`, `gap-after:${gapAfter.trim() || "space"}`];
  if (candidate.possessive) features.push("possessive");
  const written = tokens[last]!.text;
  if (written.includes("-") && !phrase.words.at(-1)!.text.includes("-")) {
    // "Rio Tinto-led" and "KKR-backed" name the company; "Shell-shocked" and "Meta-analysis" do not.
    features.push("hyphen-compound", `hyphen-compound:${written.slice(written.indexOf("-") + 1).toLowerCase()}`);
  }
  if (!before) features.push("first-word");
  if (beforeCapital) features.push(`capital-before&case:${textCase}`, `kind:${kind}&capital-before`);
  if (afterCapital) features.push(`capital-after&case:${textCase}`, `kind:${kind}&capital-after`);
  if (writtenUpper(tokens, first, last) && HAS_LOWER.test(phrase.words.map((each) => each.text).join(""))) features.push(`written-upper&case:${textCase}`);
  // What usually stands around a company's name, beyond the words seen in training.
  const afterNext = after ? word(tokens[last + 2]) : "$";
  if (gapAfter === " " && AFTER.has(next)) features.push("next-corporate", `next-corporate&source:${phrase.source}`);
  if (gapAfter === " " && (next === "to" || next === "will") && COMPANY_VERBS.has(afterNext)) features.push("next-to-verb");
  if (before && BEFORE.has(`${word(tokens[first - 2])} ${word(before)}`)) features.push("prev-corporate");
  const lowerAfter = Boolean(after && gapAfter === " " && HAS_LOWER.test(after.text[0]!) && !AFTER.has(next) && !FUNCTION_WORDS.has(next));
  if (lowerAfter) {
    features.push(`lower-noun-after&case:${textCase}`, `kind:${kind}&lower-noun-after`);
    if (commonWordNames.has(phrase.words.map((each) => each.lower).join(" "))) features.push("common&lower-noun-after");
  }
  if (inListWith(text, tokens, candidates, at)) features.push("listed");
  // Other companies, not the same one named twice ("Amazon rainforest ... the Brazilian Amazon").
  const others = candidates.filter((other) => other.ticker !== candidate.ticker);
  if (others.length) features.push("other-names");
  const sector = phrase.listing.sector;
  if (sector && others.some((other) => other.phrase.listing.sector === sector)) features.push("same-sector");
  return features;
}

/** Whether the name's words are written in capitals. */
function writtenUpper(tokens: readonly WordToken[], first: number, last: number): boolean {
  for (let i = first; i <= last; i++) if (HAS_LOWER.test(tokens[i]!.text)) return false;
  return true;
}

/** Every feature of one candidate name as the linker model reads it: of the name, and of where it stands. */
export function candidateFeatures(text: string, tokens: readonly WordToken[], candidates: readonly NameCandidate[], at: number, textCase: TextCase): string[] {
  const candidate = candidates[at]!;
  return [...nameFeatures(candidate.phrase, candidate.certain, textCase), ...placeFeatures(text, tokens, candidates, at, textCase)];
}
