import { describe, expect, it } from "vitest";
import { type CandidateStory, rankMoveStories } from "./rank-move-stories";

const window = { start: Date.parse("2026-11-27T14:00:00Z"), end: Date.parse("2026-11-27T16:00:00Z") };
const story = (id: number, minutesIn: number, fields: Partial<CandidateStory>): CandidateStory => ({
  id,
  title: "",
  publishedAt: window.start + minutesIn * 60_000,
  tickers: [],
  relatedTickers: [],
  tags: [],
  marketIds: [],
  ...fields,
});

describe("rankMoveStories: which stories may explain a move", () => {
  const nvidia = { kind: "stock", symbol: "NVDA", company: "NVIDIA Corporation", tags: ["semiconductors", "china"] } as const;

  it("ranks the story naming the ticker above a newer one that shares its tags and words", () => {
    const naming = story(1, 10, { title: "Nvidia shares slip as US weighs curbs", tickers: ["NVDA"] });
    const alike = story(2, 110, { title: "Nvidia rival AMD wins China chip order", tickers: ["AMD"], tags: ["semiconductors", "china"] });
    const ranked = rankMoveStories(nvidia, [alike, naming], window);
    expect(ranked.map((each) => each.id)).toEqual([1, 2]);
    expect(ranked[0]!.evidence).toEqual([
      { kind: "named", detail: "names NVDA" },
      { kind: "words", detail: "shares the words nvidia" },
    ]);
    expect(ranked[1]!.evidence.map((each) => each.kind)).toEqual(["tags", "words"]);
  });

  it("puts a related ticker below a named one, and leaves out stories with no evidence or outside the window", () => {
    const related = story(3, 100, { title: "OPEC+ delays output hike", relatedTickers: ["NVDA"] });
    const named = story(4, 5, { title: "Chip stocks", tickers: ["NVDA"] });
    const unrelated = story(5, 50, { title: "Bank of England holds rates", tags: ["rates"] });
    const late = story(6, 121, { title: "Nvidia halts trading", tickers: ["NVDA"] });
    expect(rankMoveStories(nvidia, [related, named, unrelated, late], window).map((each) => each.id)).toEqual([4, 3]);
  });

  it("ranks a story the market linker tied to a market first for that market", () => {
    const market = { kind: "market", marketId: 7, question: "Will Iran close the Strait of Hormuz in 2026?", tags: ["middle-east"] } as const;
    const linked = story(8, 20, { title: "Tanker rates jump", marketIds: [7] });
    const words = story(9, 100, { title: "Iran threatens to close Hormuz", tags: ["middle-east"] });
    const ranked = rankMoveStories(market, [words, linked], window);
    expect(ranked.map((each) => each.id)).toEqual([8, 9]);
    expect(ranked[1]!.evidence).toContainEqual({ kind: "words", detail: "shares the words iran, close, hormuz" });
  });

  it("takes no evidence from words that name nothing: a legal suffix, a question's 'will', a year", () => {
    const alike = story(10, 60, { title: "Intel Corporation to cut 5,000 jobs" });
    expect(rankMoveStories(nvidia, [alike], window)).toEqual([]);
    const fed = { kind: "market", marketId: 3, question: "Will the Fed cut rates at its December 2026 meeting?", tags: [] } as const;
    expect(rankMoveStories(fed, [story(11, 60, { title: "Oil will rise in 2026, OPEC says" })], window)).toEqual([]);
    // Two of its naming words are evidence.
    expect(rankMoveStories(fed, [story(12, 60, { title: "ECB split on December cut" })], window)[0]?.evidence).toEqual([{ kind: "words", detail: "shares the words december, cut" }]);
  });
});
