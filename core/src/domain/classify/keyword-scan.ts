import { formatRules } from "./format-rules";
import { highRules } from "./high-impact-rules";
import { createKeywordGate } from "./keyword-gate";
import { midRules } from "./mid-impact-rules";
import { topicRules, type TopicRule } from "./topic-rules";

/** Every clause of every rule, numbered, with its rule. */
export const clauses = [...highRules, ...midRules, ...formatRules].flatMap((rule) => rule.clauses.map((clause) => ({ rule, clause })));

/** What a keyword opens: one keyword group of one clause's gate (by clause number), or a topic. */
type Opened = { clause: number; topic?: undefined } | { clause?: undefined; topic: TopicRule };

/** The rules' and the topics' keywords in one gate: one pass over a text finds both. */
const opensByKeyword = createKeywordGate<Opened>([
  ...clauses.flatMap(({ clause }, i) =>
    clause.gate.flatMap((keywords) => {
      const group: Opened = { clause: i };
      return keywords.map((keyword) => [keyword, group] as const);
    }),
  ),
  ...topicRules.flatMap((topic) => {
    const opened: Opened = { topic };
    return topic.keywords.split(" ").map((keyword) => [keyword, opened] as const);
  }),
]);

/** What the keywords that begin words of an already lower-cased text open, each once: rule clauses' groups and topics. */
export const keywordsIn = (lower: string): Opened[] => opensByKeyword(lower);

/** The topics whose keywords a text holds. */
export function topicKeywordsIn(text: string): TopicRule[] {
  const topics: TopicRule[] = [];
  for (const opened of opensByKeyword(text.toLowerCase())) if (opened.topic) topics.push(opened.topic);
  return topics;
}
