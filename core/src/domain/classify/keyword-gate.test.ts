import { describe, expect, it } from "vitest";
import { formatRules } from "./format-rules";
import { highRules } from "./high-impact-rules";
import { midRules } from "./mid-impact-rules";
import { createKeywordGate } from "./keyword-gate";
import { labelledHeadlines } from "../../testing/labelled-headlines";
import { topicRules } from "./topic-rules";

describe("createKeywordGate", () => {
  const gateOf = createKeywordGate([
    ["tariff", "tariffs"],
    ["oil", "oil"],
    ["$", "money"],
    ["us$", "money"],
  ]);
  const gate = (text: string) => gateOf(text.toLowerCase());

  it("finds keywords that begin a word, in any case", () => {
    expect(gate("New TARIFFS on Oil-rich states")).toEqual(["tariffs", "oil"]);
    expect(gate("a $5bn deal; US$3bn more")).toEqual(["money"]);
    expect(gate("C$30bn")).toEqual(["money"]);
  });

  it("ignores keywords inside a word but not after a hyphen", () => {
    expect(gate("Spoiled turmoil")).toEqual([]);
    expect(gate("anti-tariff protests")).toEqual(["tariffs"]);
  });
});

describe("the keyword gates of the classification rules", () => {
  const texts = labelledHeadlines.flatMap(({ title, summary }) => (summary ? [title, summary] : [title]));

  it("never hide an impact rule that matches", () => {
    for (const rule of [...highRules, ...midRules, ...formatRules]) {
      rule.clauses.forEach((clause, i) => {
        const gates = clause.gate.map((keywords) => createKeywordGate(keywords.map((keyword) => [keyword, true] as const)));
        for (const text of texts) {
          if (text.toLowerCase().match(clause.pattern)) expect(gates.every((gate) => gate(text.toLowerCase()).includes(true)), `${rule.id} clause ${i} on "${text}"`).toBe(true);
        }
      });
    }
  });

  it("never hide a topic that matches", () => {
    for (const rule of topicRules) {
      const gate = createKeywordGate(rule.keywords.split(" ").map((keyword) => [keyword, rule.tag] as const));
      for (const text of texts) {
        if (rule.patterns.some((pattern) => pattern.test(text))) expect(gate(text.toLowerCase()).includes(rule.tag), `${rule.tag} on "${text}"`).toBe(true);
      }
    }
  });
});
