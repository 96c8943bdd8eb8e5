import { topicKeywordsIn } from "./keyword-scan";
import { aboutRegion } from "./region-mentions";
import { topicRules, type TopicRule } from "./topic-rules";

export { topicRules, type TopicRule } from "./topic-rules";

function matchesAny(patterns: readonly RegExp[], text: string): boolean {
  for (const pattern of patterns) if (pattern.test(text)) return true;
  return false;
}

const HAS_LOWER = /\p{Ll}/u;
/** Each case-sensitive pattern's case-blind twin, for a title in capitals ("*IRAN'S GUARDS SEIZE TANKER"). */
const caseBlindTwins = new WeakMap<RegExp, RegExp>();
function caseBlind(pattern: RegExp): RegExp {
  let twin = caseBlindTwins.get(pattern);
  if (!twin) caseBlindTwins.set(pattern, (twin = pattern.flags.includes("i") ? pattern : new RegExp(pattern.source, `${pattern.flags}i`)));
  return twin;
}

/** Whether a story (its title, a newline, its summary) is in a topic. A flash title in capitals says nothing by its case. */
function inTopic(rule: TopicRule, text: string): boolean {
  const newline = text.indexOf("\n");
  const title = newline < 0 ? text : text.slice(0, newline);
  const titleInCapitals = !HAS_LOWER.test(title);
  if (rule.aboutPlaces) {
    const summary = newline < 0 ? "" : text.slice(newline + 1);
    return rule.patterns.some((pattern) => aboutRegion(title, summary, titleInCapitals ? caseBlind(pattern) : pattern, pattern));
  }
  return matchesAny(rule.patterns, text) || (titleInCapitals && rule.patterns.some((pattern) => caseBlind(pattern).test(title)));
}

/**
 * The topics of a text, in the order of topicRules, each once. `candidates`: the topics whose keywords the text
 * holds, when the keyword gate has already passed over it (classifyArticle's scan does, for the rules too).
 */
export function topicTags(text: string, candidates: ReadonlySet<TopicRule> = new Set(topicKeywordsIn(text))): string[] {
  if (!candidates.size) return [];
  const tags = new Set<string>();
  for (const rule of topicRules) {
    if (!candidates.has(rule) || !inTopic(rule, text)) continue;
    tags.add(rule.tag);
    for (const implied of rule.implies ?? []) tags.add(implied);
  }
  const ordered: string[] = [];
  for (const rule of topicRules) if (tags.has(rule.tag)) ordered.push(rule.tag);
  return ordered;
}
