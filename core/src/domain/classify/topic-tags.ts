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

/** A story as the topics read it: its title, a newline, its summary; split once for all its topics. */
interface StoryLines {
  text: string;
  title: string;
  summary: string;
  /** A flash title in capitals says nothing by its case: case-sensitive patterns read it case-blind. */
  titleInCapitals: boolean;
}

function linesOf(text: string): StoryLines {
  const newline = text.indexOf("\n");
  const title = newline < 0 ? text : text.slice(0, newline);
  return { text, title, summary: newline < 0 ? "" : text.slice(newline + 1), titleInCapitals: !HAS_LOWER.test(title) };
}

/** Whether a story is in a topic. */
function inTopic(rule: TopicRule, { text, title, summary, titleInCapitals }: StoryLines): boolean {
  if (rule.aboutPlaces) {
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
  const story = linesOf(text);
  const tags = new Set<string>();
  for (const rule of topicRules) {
    if (!candidates.has(rule) || !inTopic(rule, story)) continue;
    tags.add(rule.tag);
    for (const implied of rule.implies ?? []) tags.add(implied);
  }
  const ordered: string[] = [];
  for (const rule of topicRules) if (tags.has(rule.tag)) ordered.push(rule.tag);
  return ordered;
}
