import { commonWordNames } from "./common-word-names";
import { AFTER, BEFORE, COMPANY_VERBS } from "./company-context";
import { inListWith, type NameCandidate } from "./name-mentions";
import type { WordToken } from "./tokenize";

/** How the headline is cased, which says how much a capital letter means: in title case or capitals, little. */
export type TextCase = "upper" | "title" | "sentence";

const HAS_LOWER = /\p{Ll}/u;
const STARTS_UPPER = /^[\p{Lu}]/u;
const STARTS_LETTER = /^\p{L}/u;

export function textCaseOf(tokens: readonly WordToken[]): TextCase {
  let words = 0;
  let capitalised = 0;
  let lower = false;
  for (const token of tokens) {
    if (!STARTS_LETTER.test(token.text)) continue;
    words++;
    if (STARTS_UPPER.test(token.text)) capitalised++;
    if (HAS_LOWER.test(token.text)) lower = true;
  }
  if (!lower) return "upper";
  return words >= 4 && capitalised / words >= 0.75 ? "title" : "sentence";
}

const capBucket = (marketCap: number | null) =>
  marketCap === null ? "none" : marketCap >= 200e9 ? "mega" : marketCap >= 20e9 ? "large" : marketCap >= 2e9 ? "mid" : "small";

/** Words title case capitalises too: a capital on them says nothing of a name next to them. */
const FUNCTION_WORDS = new Set(
  "a an the and or but nor of in on at to for from by with as after before over under into onto than vs amid about against between on off up down out is are was were be been its it his her their our your new".split(" "),
);

const word = (token: WordToken | undefined) => token?.text.toLowerCase().replace(/['’]s$/, "") ?? "^";

/**
 * The binary features of one candidate name as the linker model reads them: how the name was found (its own,
 * an alias, derived), whether it is also an everyday word, its words and case, what stands right before and
 * after it, whether it is listed with other companies, the company's size. Names, not hashes: the model is small.
 */
export function candidateFeatures(text: string, tokens: readonly WordToken[], candidates: readonly NameCandidate[], at: number, textCase: TextCase): string[] {
  const candidate = candidates[at]!;
  const { phrase, first, last } = candidate;
  const key = phrase.words.map((each) => each.lower).join(" ");
  const before = tokens[first - 1];
  const after = tokens[last + 1];
  const gapBefore = before ? text.slice(before.end, tokens[first]!.start) : "^";
  const gapAfter = after ? text.slice(tokens[last]!.end, after.start) : "$";
  const beforeCapital = Boolean(before && STARTS_UPPER.test(before.text) && gapBefore === " " && !FUNCTION_WORDS.has(word(before)));
  const next = word(after);
  const cap = capBucket(phrase.listing.marketCap);
  const afterCapital = Boolean(after && STARTS_UPPER.test(after.text) && gapAfter === " " && !FUNCTION_WORDS.has(next));
  const written = tokens.slice(first, last + 1).map((token) => token.text).join(" ");
  const features = [
    `source:${phrase.source}`,
    `words:${Math.min(phrase.words.length, 3)}`,
    `case:${textCase}`,
    `cap:${cap}`,
    `prev:${word(before)}`,
    `next:${next}`,
    `gap-before:${gapBefore.trim() || "space"}`,
    `gap-after:${gapAfter.trim() || "space"}`,
  ];
  // What a name usually means is learned only for the names that are also everyday words: for the rest, a few
  // labelled headlines would teach more noise than knowledge.
  if (commonWordNames.has(key)) {
    const rules = candidate.certain ? "yes" : "no";
    features.push("common", `common&case:${textCase}`, `common&rules:${rules}`, `name:${key}&rules:${rules}`);
  }
  if (candidate.certain) features.push("rules", `rules&source:${phrase.source}`);
  if (candidate.possessive) features.push("possessive");
  if (/-\p{Ll}/u.test(tokens[last]!.text)) features.push("hyphen-compound");
  if (first === 0) features.push("first-word");
  if (beforeCapital) features.push(`capital-before&case:${textCase}`);
  if (afterCapital) features.push(`capital-after&case:${textCase}`);
  if (written === written.toUpperCase() && HAS_LOWER.test(phrase.words.map((each) => each.text).join(""))) features.push(`written-upper&case:${textCase}`);
  // What usually stands around a company's name, beyond the words seen in training.
  const afterNext = word(tokens[last + 2]);
  if (gapAfter === " " && AFTER.has(next)) features.push("next-corporate", `next-corporate&source:${phrase.source}`);
  if (gapAfter === " " && (next === "to" || next === "will") && COMPANY_VERBS.has(afterNext)) features.push("next-to-verb");
  if (BEFORE.has(`${word(tokens[first - 2])} ${word(before)}`)) features.push("prev-corporate");
  const lowerAfter = Boolean(after && gapAfter === " " && HAS_LOWER.test(after.text[0]!) && !AFTER.has(next) && !FUNCTION_WORDS.has(next));
  if (lowerAfter) features.push(`lower-noun-after&case:${textCase}`);
  if (lowerAfter && commonWordNames.has(key)) features.push("common&lower-noun-after");
  features.push(`source:${phrase.source}&cap:${cap}`);
  if (inListWith(text, tokens, candidates, at)) features.push("listed");
  if (candidates.length > 1) features.push("other-names");
  const sector = phrase.listing.sector;
  if (sector && candidates.some((other, i) => i !== at && other.phrase.listing.sector === sector)) features.push("same-sector");
  return features;
}
