import { loadFourthMiddleEastSet, loadMiddleEastCorpus, loadThirdMiddleEastSet, scoreMiddleEastTag } from "@tradewire/core/testing/middle-east-tag";
import { loadRegionModel } from "@tradewire/workers/classification/region-model-file";
import { loadReplaySet } from "@tradewire/workers/replay/replay-set";
import { describe, expect, it } from "vitest";

/**
 * The Middle East tag as classification puts it (the committed region model), on stories it never learned from. The
 * floors are below what `npm run eval:classifier` measures (fourth set 0.969, held-out split 0.979, third set 0.943,
 * replay 0.936), so a change that loses ground fails here. The replay set's writer tagged an Israeli or Gulf company's
 * contract abroad and week-ahead explainers as the region, where the guide every later writer had says not; a model
 * that learned from five writers follows the guide, and lost 0.02 there (0.956 with three writers).
 */
describe("the middle-east tag on stories labelled by others", () => {
  const model = loadRegionModel();

  it("has a committed region model (npm run train:region)", () => {
    expect(model).not.toBeNull();
  });

  it("reaches F1 0.93 on the replay set, whose writer labelled each story's topics", () => {
    const score = scoreMiddleEastTag(
      loadReplaySet().map((article) => ({ ...article, middleEast: article.tags.includes("middle-east") })),
      model,
    );
    expect(score.f1, JSON.stringify(score.misses)).toBeGreaterThanOrEqual(0.93);
  });

  it("holds on the held-out split of the region corpus, written blind to its rules and model: F1 0.95", () => {
    const score = scoreMiddleEastTag(loadMiddleEastCorpus().heldout, model);
    expect(score.n).toBeGreaterThanOrEqual(40);
    expect(score.f1, JSON.stringify(score.misses)).toBeGreaterThanOrEqual(0.95);
  });

  it("holds on a third set, by a writer who saw neither the rules, the model nor the other sets: F1 0.93, precision 0.95", () => {
    const score = scoreMiddleEastTag(loadThirdMiddleEastSet(), model);
    expect(score.n).toBe(400);
    expect(score.f1, JSON.stringify(score.misses)).toBeGreaterThanOrEqual(0.93);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
  });

  it("reaches F1 0.95 and precision 0.97 on a fourth set, by a seventh writer, scored once after the model was committed", () => {
    const score = scoreMiddleEastTag(loadFourthMiddleEastSet(), model);
    expect(score.n).toBe(400);
    expect(score.f1, JSON.stringify(score.misses)).toBeGreaterThanOrEqual(0.95);
    expect(score.precision).toBeGreaterThanOrEqual(0.97);
  });

  it.each([
    ["third", loadThirdMiddleEastSet],
    ["fourth", loadFourthMiddleEastSet],
  ])("is better than the rules alone on the %s set", (_, load) => {
    const stories = load();
    expect(scoreMiddleEastTag(stories, model).f1).toBeGreaterThan(scoreMiddleEastTag(stories).f1);
  });
});
