import { loadFreshMiddleEastSet, loadMiddleEastCorpus, scoreMiddleEastTag } from "@tradewire/core/testing/middle-east-tag";
import { loadReplaySet } from "@tradewire/workers/replay/replay-set";
import { describe, expect, it } from "vitest";

describe("the middle-east tag on stories labelled by others", () => {
  it("reaches F1 0.95 on the replay set, whose writer labelled each story's topics", () => {
    const score = scoreMiddleEastTag(loadReplaySet().map((article) => ({ ...article, middleEast: article.tags.includes("middle-east") })));
    expect(score.f1, JSON.stringify(score.misses)).toBeGreaterThanOrEqual(0.95);
  });

  it("holds on the held-out split of the region corpus, written blind to its rules: F1 0.90, recall 0.95", () => {
    const score = scoreMiddleEastTag(loadMiddleEastCorpus().heldout);
    expect(score.n).toBeGreaterThanOrEqual(40);
    expect(score.f1, JSON.stringify(score.misses)).toBeGreaterThanOrEqual(0.9);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
  });

  it("holds on a second set another writer wrote after the rules were shaped: F1 0.93, recall 0.95", () => {
    const score = scoreMiddleEastTag(loadFreshMiddleEastSet());
    expect(score.n).toBe(200);
    expect(score.f1, JSON.stringify(score.misses)).toBeGreaterThanOrEqual(0.93);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
  });
});
