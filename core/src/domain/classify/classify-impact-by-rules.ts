import { impacts, type Impact } from "../../wire-constants";
import { formatRules } from "./format-rules";
import { highRules } from "./high-impact-rules";
import type { ImpactRule } from "./impact-rule";
import { midRules } from "./mid-impact-rules";
import { ruleHit, scanText, type RuleHit } from "./rule-hit";
import type { TopicRule } from "./topic-rules";

export interface ImpactClassification {
  impact: Impact;
  /**
   * Why: for the rules, the rules that fired, then why the impact is lower than the highest of them
   * ("mid:hedged"); for the model, the features that pushed it to its level (rule ids, words quoted).
   */
  impactRules: string[];
}

/** What the rubric rules found in a story: one scan, read by the rules' verdict and by the model's features. */
export interface RuleScan {
  /** Event rules that fired, title hits first. */
  hits: RuleHit[];
  /** Format rules (analysis, opinion, feature ...) that fired on the title. */
  formats: ImpactRule[];
  /** Topics whose keywords the story holds (the rules' keyword gate finds them too): for topicTags. */
  topics: ReadonlySet<TopicRule>;
}

const eventRules = [...highRules, ...midRules];
const rank = (impact: Impact) => impacts.length - impacts.indexOf(impact);
const lower = (impact: Impact): Impact => (impact === "high" ? "mid" : "low");

/** What a hit counts for: a hedged event is at most mid, and the summary weighs one level less than the title. */
function levelOf(hit: RuleHit): Impact {
  const level = hit.hedged && hit.rule.level === "high" ? "mid" : hit.rule.level;
  return hit.inSummary ? lower(level) : level;
}

export function scanRules(title: string, summary: string): RuleScan {
  const titleText = scanText(title);
  const summaryText = summary ? scanText(summary) : null;
  const titleHits: RuleHit[] = [];
  const summaryHits: RuleHit[] = [];
  for (const rule of eventRules) {
    const hit = ruleHit(rule, titleText, false);
    if (hit) titleHits.push(hit);
    else if (summaryText) {
      const inSummary = ruleHit(rule, summaryText, true);
      if (inSummary) summaryHits.push(inSummary);
    }
  }
  const formats: ImpactRule[] = [];
  for (const rule of formatRules) if (ruleHit(rule, titleText, false)) formats.push(rule);
  const topics = new Set(titleText.topics);
  for (const topic of summaryText?.topics ?? []) topics.add(topic);
  return { hits: summaryHits.length ? [...titleHits, ...summaryHits] : titleHits, formats, topics };
}

/** The rubric rules' own verdict on a scan. */
export function rulesVerdict({ hits, formats }: RuleScan): ImpactClassification {
  const fired = hits.map((hit) => hit.rule.id);
  if (formats.length) return { impact: "low", impactRules: [...fired, ...formats.map((rule) => rule.id)] };
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

/** Impact of a story from its title and summary by the rubric rules alone, with the rules that decided it. */
export function classifyImpactByRules(title: string, summary: string): ImpactClassification {
  return rulesVerdict(scanRules(title, summary));
}
