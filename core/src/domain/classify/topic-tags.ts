import { topicKeywordsIn } from "./keyword-scan";
import { topicRules, type TopicRule } from "./topic-rules";

export { topicRules, type TopicRule } from "./topic-rules";

/**
 * The topics of a text, in the order of topicRules, each once. `candidates`: the topics whose keywords the text
 * holds, when the keyword gate has already passed over it (classifyArticle's scan does, for the rules too).
 */
export function topicTags(text: string, candidates: ReadonlySet<TopicRule> = new Set(topicKeywordsIn(text))): string[] {
  const tags = new Set<string>();
  for (const rule of topicRules) {
    if (!candidates.has(rule) || !rule.patterns.some((pattern) => pattern.test(text))) continue;
    tags.add(rule.tag);
    for (const implied of rule.implies ?? []) tags.add(implied);
  }
  return topicRules.map((rule) => rule.tag).filter((tag) => tags.has(tag));
}
