import { describe, expect, it } from "vitest";
import { formatRules, highRules, midRules } from "./impact-rules";
import { createKeywordGate } from "./keyword-gate";
import { labelledHeadlines } from "./labelled-headlines";
import { topicRules } from "./topic-tags";

describe("createKeywordGate", () => {
  const gate = createKeywordGate([
    ["tariff", "tariffs"],
    ["oil", "oil"],
    ["$", "money"],
    ["us$", "money"],
  ]);

  it("finds keywords that begin a word, in any case", () => {
    expect(gate("New TARIFFS on Oil-rich states")).toEqual(new Set(["tariffs", "oil"]));
    expect(gate("a $5bn deal; US$3bn more")).toEqual(new Set(["money"]));
    expect(gate("C$30bn")).toEqual(new Set(["money"]));
  });

  it("ignores keywords inside a word but not after a hyphen", () => {
    expect(gate("Spoiled turmoil")).toEqual(new Set());
    expect(gate("anti-tariff protests")).toEqual(new Set(["tariffs"]));
  });
});

describe("the keyword gates of the classification rules", () => {
  const texts = labelledHeadlines.flatMap(({ title, summary }) => (summary ? [title, summary] : [title]));

  it("never hide an impact rule that matches", () => {
    for (const rule of [...highRules, ...midRules, ...formatRules]) {
      const gates = rule.gate.map((keywords) => createKeywordGate(keywords.map((keyword) => [keyword, rule.id] as const)));
      for (const text of texts) {
        if (rule.requires && !rule.requires.test(text)) continue;
        if (text.match(rule.pattern)) expect(gates.every((gate) => gate(text).has(rule.id)), `${rule.id} on "${text}"`).toBe(true);
      }
    }
  });

  it("never hide a topic that matches", () => {
    for (const rule of topicRules) {
      const gate = createKeywordGate(rule.keywords.split(" ").map((keyword) => [keyword, rule.tag] as const));
      for (const text of texts) {
        if (rule.patterns.some((pattern) => pattern.test(text))) expect(gate(text).has(rule.tag), `${rule.tag} on "${text}"`).toBe(true);
      }
    }
  });
});
