import { impacts, type Impact } from "../../schemas/articles";
import { formatRules, highRules, midRules, type ImpactRule } from "./impact-rules";
import { createKeywordGate } from "./keyword-gate";

export interface ImpactClassification {
  impact: Impact;
  /** Rules that fired, then why the impact is lower than the highest of them ("mid:hedged"). */
  impactRules: string[];
}

/** Words before an event that make it a possibility rather than a fact: "threatens to impose tariffs". */
const HEDGE_BEFORE =
  /\b(?:could|might|would|should|weigh(?:s|ing)?|consider(?:s|ing|ed)?|mull(?:s|ed|ing)?|propos(?:e|es|ed|ing|al|als)|threat(?:s|en|ens|ened|ening)?|warn(?:s|ed|ing)?|plan(?:s|ned|ning)?|seek(?:s|ing)?|eye(?:s|ing)|urg(?:e|es|ed|ing)|calls? for|push(?:es|ed|ing)?|lobb(?:y|ies|ied|ying)|oppos(?:e|es|ed|ing)|vow(?:s|ed)?|pledg(?:e|es|ed)|promis(?:e|es|ed)|if|whether|possible|potential(?:ly)?|likely|unlikely|fears?|risks? of|hopes?|ahead of|brac(?:e|es|ing) for|discuss(?:es|ed|ing)?|talks? (?:on|over|about|to)|negotiat\w*|poised|prepar(?:e|es|ed|ing)|rumou?rs?|not|no|won't|\w+n't|rules? out|ruled out|den(?:y|ies|ied)|nears|nearing|close to|loom(?:s|ing)?|expected to|expects?|stud(?:y|ies|ying)|review(?:s|ing)?)\b/i;
/**
 * Hedges inside the matched event itself: "tariffs could rise", "Iran threatens to close Hormuz after
 * strikes". Narrower than HEDGE_BEFORE, whose "talks" or "negotiations" can be part of the event.
 */
const HEDGE_INSIDE =
  /\b(?:could|might|would|should|possibl[ey]|potential(?:ly)?|likely|seen|expected|surveys?|polls?|threat(?:s|en|ens|ened|ening)?|warn(?:s|ed|ing)?|vow(?:s|ed)?|pledg(?:e|es|ed)|promis(?:e|es|ed)|urg(?:e|es|ed|ing)|seek(?:s|ing)?|calls? for|push(?:es)? for|discuss(?:es|ed|ing)?|consider(?:s|ing)?|weigh(?:s|ing)?|mull(?:s|ing)?|propos(?:e|es|ed|ing|al)|plan(?:s|ned)?|if|whether|not|no|won't|\w+n't)\b/i;
/** "may" the verb, not May the month. */
const MAY = /\bmay\b/;
/** Where a clause ends: a hedge in one clause does not soften the next ("US imposes tariffs; China may retaliate"). */
const CLAUSE_END = /[;:!?|]|(?<=[a-z0-9)])\.(?=\s|$)|,\s|\s[-–—]\s/g;

/** Where the clause around text[start, end) begins, and whether it ends in a question mark. */
function clauseAround(text: string, start: number, end: number): { from: number; question: boolean } {
  let from = 0;
  for (const match of text.matchAll(CLAUSE_END)) {
    if (match.index + match[0].length <= start) from = match.index + match[0].length;
    else if (match.index >= end) return { from, question: match[0] === "?" };
  }
  return { from, question: false };
}

function isHedged(text: string, start: number, end: number): boolean {
  const clause = clauseAround(text, start, end);
  const before = text.slice(clause.from, start);
  return clause.question || HEDGE_BEFORE.test(before) || MAY.test(before) || HEDGE_INSIDE.test(text.slice(start, end));
}

interface Hit {
  rule: ImpactRule;
  inSummary: boolean;
  hedged: boolean;
}

const eventRules = [...highRules, ...midRules];
/** One keyword group of one rule's gate. */
interface GateGroup {
  rule: ImpactRule;
  keywords: readonly string[];
}

const gateGroups = new Map([...eventRules, ...formatRules].map((rule) => [rule, rule.gate.map((keywords) => ({ rule, keywords }))]));
const groupsInText = createKeywordGate([...gateGroups.values()].flat().flatMap((group) => group.keywords.map((keyword) => [keyword, group] as const)));

/** A text with the keyword groups it contains: only rules with all their groups present are worth running. */
interface Scanned {
  text: string;
  /** The text the patterns run on: lower-cased, unless that would move offsets (a few Unicode letters grow). */
  folded: string;
  groups: Set<GateGroup>;
}

function scan(text: string): Scanned {
  const lower = text.toLowerCase();
  return { text, folded: lower.length === text.length ? lower : text, groups: groupsInText(lower) };
}

/** A rule fires when it matches; it counts as hedged only when every one of its matches is hedged. */
function hitOf(rule: ImpactRule, { text, folded, groups }: Scanned, inSummary: boolean): Hit | null {
  if (!gateGroups.get(rule)!.every((group) => groups.has(group))) return null;
  if (rule.requires && !rule.requires.test(text)) return null;
  let matched = false;
  for (const match of folded.matchAll(rule.pattern)) {
    matched = true;
    if (rule.level !== "high" || !isHedged(text, match.index, match.index + match[0].length)) return { rule, inSummary, hedged: false };
  }
  return matched ? { rule, inSummary, hedged: true } : null;
}

const rank = (impact: Impact) => impacts.length - impacts.indexOf(impact);
const lower = (impact: Impact): Impact => (impact === "high" ? "mid" : "low");

/** What a hit counts for: a hedged event is at most mid, and the summary weighs one level less than the title. */
function levelOf(hit: Hit): Impact {
  const level = hit.hedged && hit.rule.level === "high" ? "mid" : hit.rule.level;
  return hit.inSummary ? lower(level) : level;
}

/** Impact of a story from its title and summary, with the rules that decided it. */
export function classifyImpact(title: string, summary: string): ImpactClassification {
  const titleText = scan(title);
  const summaryText = scan(summary);
  const hits: Hit[] = [];
  for (const rule of eventRules) {
    const hit = hitOf(rule, titleText, false) ?? hitOf(rule, summaryText, true);
    if (hit) hits.push(hit);
  }
  const fired = [...hits.filter((hit) => !hit.inSummary), ...hits.filter((hit) => hit.inSummary)].map((hit) => hit.rule.id);
  const formats = formatRules.filter((rule) => hitOf(rule, titleText, false)).map((rule) => rule.id);
  if (formats.length) return { impact: "low", impactRules: [...fired, ...formats] };
  if (!hits.length) return { impact: "low", impactRules: ["low:default"] };
  const impact = hits.map(levelOf).reduce((best, level) => (rank(level) > rank(best) ? level : best), "low" as Impact);
  const reasons = new Set<string>();
  for (const hit of hits) {
    if (rank(hit.rule.level) <= rank(impact)) continue;
    if (hit.hedged) reasons.add(`${impact}:hedged`);
    if (hit.inSummary) reasons.add(`${impact}:summary-only`);
  }
  return { impact, impactRules: [...fired, ...reasons] };
}
