import type { ImpactRule } from "./impact-rule";
import { isHedged } from "./is-hedged";
import { clauses, keywordsIn } from "./keyword-scan";
import type { TopicRule } from "./topic-rules";

export interface RuleHit {
  rule: ImpactRule;
  inSummary: boolean;
  /** Every match was hedged ("could impose tariffs"). */
  hedged: boolean;
}

/** A text prepared for the rules: which of their clauses passed the keyword gate. */
export interface ScannedText {
  text: string;
  /** The text the patterns run on: lower-cased, unless that would move offsets (a few Unicode letters grow). */
  folded: string;
  /** Per rule, its clauses whose keyword groups the text all contains: only those are worth running. */
  open: Map<ImpactRule, number[]>;
  /** Topics one of whose keywords the text contains: only their patterns are worth running. */
  topics: TopicRule[];
}

/** Per clause, how many of its keyword groups the text contains, for the text being scanned (by stamp). */
const groupCounts = new Int32Array(clauses.length);
const groupStamps = new Uint32Array(clauses.length);
let scanStamp = 0;

/** The keyword gate's pass over a text (a title or a summary), for the rules and the topics. */
export function scanText(text: string): ScannedText {
  const lower = text.toLowerCase();
  const stamp = (scanStamp = (scanStamp + 1) >>> 0 || 1);
  const open = new Map<ImpactRule, number[]>();
  const topics: TopicRule[] = [];
  for (const opened of keywordsIn(lower)) {
    if (opened.topic) {
      topics.push(opened.topic);
      continue;
    }
    const i = opened.clause;
    const count = groupStamps[i] === stamp ? groupCounts[i]! + 1 : 1;
    groupStamps[i] = stamp;
    groupCounts[i] = count;
    const { rule, clause } = clauses[i]!;
    if (count !== clause.gate.length) continue;
    const list = open.get(rule);
    if (list) list.push(i);
    else open.set(rule, [i]);
  }
  return { text, folded: lower.length === text.length ? lower : text, open, topics };
}

/** A rule fires when a clause matches; it counts as hedged only when every match of every clause is hedged. */
export function ruleHit(rule: ImpactRule, { text, folded, open }: ScannedText, inSummary: boolean): RuleHit | null {
  const candidates = open.get(rule);
  if (!candidates || (rule.requires && !rule.requires.test(text))) return null;
  let matched = false;
  for (const i of candidates) {
    const { pattern } = clauses[i]!.clause;
    pattern.lastIndex = 0;
    // Only a high rule's matches are tested for hedging; for the others the first match decides.
    if (rule.level !== "high") {
      if (pattern.test(folded)) return { rule, inSummary, hedged: false };
      continue;
    }
    for (let match = pattern.exec(folded); match; match = pattern.exec(folded)) {
      matched = true;
      if (!isHedged(text, match.index, match.index + match[0].length)) return { rule, inSummary, hedged: false };
      if (match[0].length === 0) pattern.lastIndex++;
    }
  }
  return matched ? { rule, inSummary, hedged: true } : null;
}
