import type { Impact } from "../../wire-constants";

/** One way a rule can match, behind a cheap keyword test. */
export interface ImpactClause {
  /**
   * Case-insensitive, and run on the lower-cased text, which irregexp scans about twice as fast. Global
   * so every occurrence can be checked: one hedged mention must not hide a plain one.
   */
  pattern: RegExp;
  /**
   * Groups of keywords: the pattern can only match a text in which a word begins with a keyword of every
   * group (a verb and its object, say). A cheap test that spares most headlines most patterns, since
   * classification must keep up with every feed; keyword-gate.test.ts checks that it never hides a match.
   */
  gate: readonly (readonly string[])[];
}

/** One rule of the impact rubric: its id ("high:tariff-imposed") is what an article's impact_rules lists. */
export interface ImpactRule {
  id: string;
  level: Impact;
  /** The rule fires when any clause matches. */
  clauses: readonly ImpactClause[];
  /** Something else the same text must mention, e.g. a major economy for sanctions to move markets. */
  requires?: RegExp;
}

/** What separates two words of one clause. */
const SEPARATOR = String.raw`[^\w.;:!?|]+`;
/** Words that end a verb's reach: "raises concerns over tariffs" is no tariff hike. */
const BREAKS = String.raw`over|about|by|concerns?|worries|fears?|questions?|doubts?|hopes?|talks|threats?|plans?|proposals?|possible|potential|against|despite|amid|after|before|because|due|as|while|from|ahead|if|whether|on|citing|forecasts?|outlook|guidance`;
const WORD = String.raw`(?:${SEPARATOR}(?!(?:${BREAKS})\b)[\w%$€£.'’&-]+)`;

/** `verbs` followed within `words` words by `objects`, e.g. "imposes 25% tariffs". */
export function near(verbs: string, objects: string, words: number): string {
  return String.raw`\b(?:${verbs})\b${WORD}{0,${words}}?${SEPARATOR}(?:${objects})\b`;
}

/** Two phrases in either order inside one clause (no sentence punctuation between them). */
export function together(a: string, b: string, chars = 60): string {
  return String.raw`\b(?:${a})\b[^.;:!?|]{0,${chars}}?\b(?:${b})\b|\b(?:${b})\b[^.;:!?|]{0,${chars}}?\b(?:${a})\b`;
}

/** A clause: `gate` lists keywords separated by spaces, and groups of them separated by " | ". */
export const when = (gate: string, source: string): ImpactClause => ({
  pattern: new RegExp(source, "gi"),
  gate: gate.split(" | ").map((group) => group.split(" ")),
});

export const rule = (id: string, clauses: ImpactClause[], requires?: RegExp): ImpactRule => ({
  id,
  level: id.slice(0, id.indexOf(":")) as Impact,
  clauses,
  ...(requires ? { requires } : {}),
});
