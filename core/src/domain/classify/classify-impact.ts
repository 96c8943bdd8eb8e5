import { impacts, type Impact } from "../../wire-constants";
import { formatRules } from "./format-rules";
import { highRules } from "./high-impact-rules";
import { midRules } from "./mid-impact-rules";
import { ruleHit, scanText, type RuleHit } from "./rule-hit";

export interface ImpactClassification {
  impact: Impact;
  /** Rules that fired, then why the impact is lower than the highest of them ("mid:hedged"). */
  impactRules: string[];
}

const eventRules = [...highRules, ...midRules];
const rank = (impact: Impact) => impacts.length - impacts.indexOf(impact);
const lower = (impact: Impact): Impact => (impact === "high" ? "mid" : "low");

/** What a hit counts for: a hedged event is at most mid, and the summary weighs one level less than the title. */
function levelOf(hit: RuleHit): Impact {
  const level = hit.hedged && hit.rule.level === "high" ? "mid" : hit.rule.level;
  return hit.inSummary ? lower(level) : level;
}

/** Impact of a story from its title and summary, with the rules that decided it. */
export function classifyImpact(title: string, summary: string): ImpactClassification {
  const titleText = scanText(title);
  const summaryText = scanText(summary);
  const hits: RuleHit[] = [];
  for (const rule of eventRules) {
    const hit = ruleHit(rule, titleText, false) ?? ruleHit(rule, summaryText, true);
    if (hit) hits.push(hit);
  }
  const fired = [...hits.filter((hit) => !hit.inSummary), ...hits.filter((hit) => hit.inSummary)].map((hit) => hit.rule.id);
  const formats = formatRules.filter((rule) => ruleHit(rule, titleText, false)).map((rule) => rule.id);
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
