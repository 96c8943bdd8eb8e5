import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AlertIndex } from "./alert-index";
import { parseKeywordQuery, type KeywordQuery } from "./keyword-query";
import { alertRuleFixture } from "../../testing/alert-rule-fixture";
import { matchAlert, moveOf, type AlertItem, type AlertRule } from "./match-alert";

let nextId = 1;
const stock = (overrides: Partial<AlertRule> = {}): AlertRule => alertRuleFixture({ name: "alert", id: nextId++, ...overrides });
const query = (text: string) => parseKeywordQuery(text) as KeywordQuery;
const marketRule = (overrides: Partial<AlertRule> = {}) => stock({ kind: "market", marketAlertType: "new_market", ...overrides });
const story = (overrides: Partial<Extract<AlertItem, { kind: "article" }>> = {}): AlertItem => ({ kind: "article", id: "a1", tags: ["tariffs", "china"], tickers: ["NVDA"], impact: "mid", ...overrides });
const market = (overrides: Partial<Extract<AlertItem, { kind: "market" }>> = {}): AlertItem => ({ kind: "market", id: "m1", event: "created", tags: ["middle-east"], volume: 50_000, ...overrides });

describe("matchAlert", () => {
  it("fires a stock alert for a story with one of its tags, and says which", () => {
    expect(matchAlert(stock({ includeTags: ["tariffs", "oil"] }), story())).toEqual(["tag tariffs"]);
    expect(matchAlert(stock({ includeTags: ["oil"] }), story())).toBeNull();
  });

  it("lets any exclude tag veto", () => {
    expect(matchAlert(stock({ includeTags: ["tariffs"], excludeTags: ["china"] }), story())).toBeNull();
  });

  it("needs one of the named tickers, and at least the minimum impact", () => {
    expect(matchAlert(stock({ tickers: ["NVDA", "AMD"] }), story())).toEqual(["ticker NVDA"]);
    expect(matchAlert(stock({ tickers: ["AMD"] }), story())).toBeNull();
    expect(matchAlert(stock({ minImpact: "high" }), story())).toBeNull();
    expect(matchAlert(stock({ minImpact: "mid" }), story({ impact: "high" }))).toEqual(["impact high"]);
  });

  it("keeps stock alerts to stories and market alerts to markets", () => {
    expect(matchAlert(stock(), market())).toBeNull();
    expect(matchAlert(marketRule(), story())).toBeNull();
  });

  it("fires new_market only for a market seen for the first time, volume_threshold once the volume reaches it", () => {
    expect(matchAlert(marketRule({ includeTags: ["middle-east"] }), market())).toEqual(["tag middle-east", "new market"]);
    expect(matchAlert(marketRule(), market({ event: "updated" }))).toBeNull();
    const threshold = marketRule({ marketAlertType: "volume_threshold", volumeThreshold: 100_000 });
    expect(matchAlert(threshold, market({ event: "updated", volume: 99_999 }))).toBeNull();
    expect(matchAlert(threshold, market({ event: "updated", volume: 100_000 }))).toEqual(["volume 100000 ≥ 100000"]);
  });
});

describe("probability moves", () => {
  const minute = 60_000;
  const path = (...probabilities: [number, number][]) => probabilities.map(([minutesAgo, probability]) => ({ at: 100 * minute - minutesAgo * minute, probability }));
  const moving = (history: ReturnType<typeof path>, id = "7") => ({ kind: "market" as const, id, event: "updated" as const, tags: ["iran"], volume: 1, history });
  const rule = (direction: "either" | "up" | "down", marketId: number | null = null) =>
    marketRule({ marketAlertType: "probability_move", move: { points: 5, minutes: 30, direction }, marketId });

  it("measures the latest probability against the lowest or highest of the window before it, in points", () => {
    expect(moveOf({ points: 5, minutes: 30, direction: "up" }, path([40, 0.2], [25, 0.42], [10, 0.45], [0, 0.47]))).toBe(5);
    expect(moveOf({ points: 5, minutes: 30, direction: "down" }, path([25, 0.42], [10, 0.5], [0, 0.47]))).toBe(3);
    expect(moveOf({ points: 5, minutes: 30, direction: "either" }, path([25, 0.42], [10, 0.5], [0, 0.47]))).toBe(5);
    expect(moveOf({ points: 5, minutes: 30, direction: "either" }, [])).toBe(0);
  });

  it("fires for a move of at least N points within M minutes, one way or either, and says how far it went", () => {
    const up = path([20, 0.4], [0, 0.46]);
    expect(matchAlert(rule("up"), moving(up))).toEqual(["moved 6 points within 30 min"]);
    expect(matchAlert(rule("down"), moving(up))).toBeNull();
    expect(matchAlert(rule("either"), moving(up))).not.toBeNull();
    // Outside the window it is no move: 0.40 was 40 minutes ago.
    expect(matchAlert(rule("up"), moving(path([40, 0.4], [0, 0.46])))).toBeNull();
  });

  it("watches one market when the alert names it", () => {
    expect(matchAlert(rule("up", 7), moving(path([20, 0.4], [0, 0.46]), "7"))).not.toBeNull();
    expect(matchAlert(rule("up", 7), moving(path([20, 0.4], [0, 0.46]), "8"))).toBeNull();
  });
});

describe("related tickers and keywords", () => {
  const opec = { kind: "article" as const, id: "s", tags: ["oil"], tickers: [], relatedTickers: ["USO", "XLE"], impact: "high" as const, text: "OPEC+ agrees deeper output cuts" };

  it("meets a story that only relates the ticker when the alert opts in, and says so", () => {
    expect(matchAlert(stock({ tickers: ["USO"] }), opec)).toBeNull();
    expect(matchAlert(stock({ tickers: ["USO"], includeRelated: true }), opec)).toEqual(["related ticker USO"]);
    expect(matchAlert(stock({ tickers: ["USO"], includeRelated: true }), { ...opec, tickers: ["USO"] })).toEqual(["ticker USO"]);
  });

  it("matches keywords in the search box's syntax against title and summary, words stemmed", () => {
    const story = (text: string) => ({ ...opec, relatedTickers: [], text });
    const controls = stock({ keywords: query('"export controls" -opinion') });
    expect(matchAlert(controls, story("US widens Export Controls on AI chips"))).toEqual(['keywords "export controls" -opinion']);
    expect(matchAlert(controls, story("Opinion: export controls backfire"))).toBeNull();
    expect(matchAlert(controls, story("Controls on exports widen"))).toBeNull();
    const tariffs = stock({ keywords: query("tariff or duties china") });
    expect(matchAlert(tariffs, story("China's tariffs on soybeans"))).not.toBeNull();
    expect(matchAlert(tariffs, story("New duties hit China steel"))).not.toBeNull();
    expect(matchAlert(tariffs, story("Tariffs on Mexico"))).toBeNull();
  });

  it("says what is wrong with a query that cannot match anything", () => {
    expect(parseKeywordQuery("-opinion")).toBe("keywords need at least one word to look for, not only words to leave out");
    expect(parseKeywordQuery('  "" ')).toBe("keywords need at least one word");
    expect(parseKeywordQuery("x".repeat(201))).toBe("keywords are at most 200 characters");
  });
});

describe("AlertIndex", () => {
  const vocabulary = {
    tags: ["tariffs", "china", "oil", "middle-east", "fed", "eu"],
    tickers: ["NVDA", "AMD", "XOM", "AAPL"],
    queries: ['"export controls"', "tariff -opinion", "chips or semiconductors", '"rate cut" fed', "opec"],
    texts: ["US widens export controls on chips", "Opinion: the tariff trap", "Fed signals a rate cut", "OPEC+ extends cuts; tariffs loom", "Semiconductors rally"],
  };
  const ruleArb = fc.record({
    kind: fc.constantFrom("stock" as const, "market" as const),
    // Repeats are allowed: a rule named twice under one key must still come out once.
    includeTags: fc.array(fc.constantFrom(...vocabulary.tags), { maxLength: 3 }),
    excludeTags: fc.subarray(vocabulary.tags, { maxLength: 2 }),
    tickers: fc.array(fc.constantFrom(...vocabulary.tickers), { maxLength: 3 }),
    includeRelated: fc.boolean(),
    keywords: fc.constantFrom(null, null, ...vocabulary.queries.map(query)),
    minImpact: fc.constantFrom(null, "high" as const, "mid" as const, "low" as const),
    marketAlertType: fc.constantFrom("new_market" as const, "volume_threshold" as const, "probability_move" as const),
    volumeThreshold: fc.integer({ min: 0, max: 200_000 }),
    move: fc.option(fc.record({ points: fc.constantFrom(1, 5), minutes: fc.constantFrom(5, 30), direction: fc.constantFrom("either" as const, "up" as const, "down" as const) })),
    marketId: fc.constantFrom(null, null, 1, 2),
  });
  const itemArb: fc.Arbitrary<AlertItem> = fc.oneof(
    fc.record({
      kind: fc.constant("article" as const),
      id: fc.constant("a"),
      tags: fc.subarray(vocabulary.tags),
      tickers: fc.subarray(vocabulary.tickers),
      relatedTickers: fc.subarray(vocabulary.tickers),
      text: fc.constantFrom(...vocabulary.texts),
      impact: fc.constantFrom("high" as const, "mid" as const, "low" as const),
    }),
    fc.record({
      kind: fc.constant("market" as const),
      id: fc.constantFrom("1", "2", "3"),
      event: fc.constantFrom("created" as const, "updated" as const),
      tags: fc.subarray(vocabulary.tags),
      volume: fc.integer({ min: 0, max: 200_000 }),
      history: fc.array(fc.record({ at: fc.integer({ min: 0, max: 3_600_000 }), probability: fc.double({ min: 0, max: 1, noNaN: true }) }), { maxLength: 5 }).map((points) => [...points].sort((a, b) => a.at - b.at)),
    }),
  );

  it("finds exactly the alerts a scan of all of them finds, each once", () => {
    fc.assert(
      // One index answers several items in turn, as it does in a worker: nothing of one match leaks into the next.
      fc.property(fc.array(ruleArb, { maxLength: 40 }), fc.array(itemArb, { minLength: 1, maxLength: 4 }), (shapes, items) => {
        const rules = shapes.map((shape, index) => stock({ ...shape, id: index + 1 }));
        const index = new AlertIndex(rules);
        for (const item of items) {
          const scanned = rules.filter((rule) => matchAlert(rule, item)).map((rule) => rule.id);
          const indexed = index.match(item).map((rule) => rule.id);
          expect(indexed.sort((a, b) => a - b)).toEqual(scanned);
        }
      }),
      { numRuns: 500 },
    );
  });
});
