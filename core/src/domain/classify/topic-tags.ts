import { topicKeywordsIn } from "./keyword-scan";
import { topicRules, type TopicRule } from "./topic-rules";

export { topicRules, type TopicRule } from "./topic-rules";

function matchesAny(patterns: readonly RegExp[], text: string): boolean {
  for (const pattern of patterns) if (pattern.test(text)) return true;
  return false;
}

/**
 * The topics of a text, in the order of topicRules, each once. `candidates`: the topics whose keywords the text
 * holds, when the keyword gate has already passed over it (classifyArticle's scan does, for the rules too).
 */
export function topicTags(text: string, candidates: ReadonlySet<TopicRule> = new Set(topicKeywordsIn(text))): string[] {
  if (!candidates.size) return [];
  const tags = new Set<string>();
  for (const rule of topicRules) {
    if (!candidates.has(rule) || !matchesAny(rule.patterns, text)) continue;
    tags.add(rule.tag);
    for (const implied of rule.implies ?? []) tags.add(implied);
  }
  const ordered: string[] = [];
  for (const rule of topicRules) if (tags.has(rule.tag)) ordered.push(rule.tag);
  return ordered;
}
