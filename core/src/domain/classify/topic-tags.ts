import { topicKeywordsIn } from "./keyword-scan";
import { aboutRegion, regionFeatures } from "./region-mentions";
import { regionProbability, type RegionModel } from "./region-model";
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

/**
 * Whether a story is about a topic's places: the region model's verdict over the story's mentions of them, or without a
 * model the rules' (aboutRegion).
 */
function aboutPlaces(pattern: RegExp, { title, summary, titleInCapitals }: StoryLines, model: RegionModel | null): boolean {
  const titlePattern = titleInCapitals ? caseBlind(pattern) : pattern;
  if (!model) return aboutRegion(title, summary, titlePattern, pattern);
  const features = regionFeatures(title, summary, titlePattern, pattern);
  return features !== null && regionProbability(model, features) >= model.threshold;
}

const placesRule = topicRules.find((rule) => rule.aboutPlaces)!;

/** What the region model reads of a story (null: it names none of the region's places), for training and measuring it. */
export function storyRegionFeatures(title: string, summary: string): string[] | null {
  const pattern = placesRule.patterns[0]!;
  return regionFeatures(title, summary, HAS_LOWER.test(title) ? pattern : caseBlind(pattern), pattern);
}

/** Whether a story is in a topic. */
function inTopic(rule: TopicRule, story: StoryLines, regionModel: RegionModel | null): boolean {
  const { text, title, titleInCapitals } = story;
  if (rule.aboutPlaces) return rule.patterns.some((pattern) => aboutPlaces(pattern, story, regionModel));
  return matchesAny(rule.patterns, text) || (titleInCapitals && rule.patterns.some((pattern) => caseBlind(pattern).test(title)));
}

/**
 * The topics of a text, in the order of topicRules, each once. `candidates`: the topics whose keywords the text
 * holds, when the keyword gate has already passed over it (classifyArticle's scan does, for the rules too).
 * `regionModel`: decides the Middle East topic (see aboutPlaces); null leaves it to the rules.
 */
export function topicTags(text: string, candidates: ReadonlySet<TopicRule> = new Set(topicKeywordsIn(text)), regionModel: RegionModel | null = null): string[] {
  if (!candidates.size) return [];
  const story = linesOf(text);
  const tags = new Set<string>();
  for (const rule of topicRules) {
    if (!candidates.has(rule) || !inTopic(rule, story, regionModel)) continue;
    tags.add(rule.tag);
    for (const implied of rule.implies ?? []) tags.add(implied);
  }
  const ordered: string[] = [];
  for (const rule of topicRules) if (tags.has(rule.tag)) ordered.push(rule.tag);
  return ordered;
}
