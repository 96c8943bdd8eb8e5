import { loadMiddleEastCorpus, loadThirdMiddleEastSet, scoreMiddleEastTag } from "@tradewire/core/testing/middle-east-tag";
import { loadRegionModel } from "@tradewire/workers/classification/region-model-file";
import { loadReplaySet } from "@tradewire/workers/replay/replay-set";
import { describe, expect, it } from "vitest";

/**
 * The Middle East tag as classification puts it (the committed region model), on stories it never learned from. The
 * floors are below what `npm run eval:classifier` measures (replay 0.956, held-out split 0.979, third set 0.943), so a
 * change that loses ground fails here.
 */
describe("the middle-east tag on stories labelled by others", () => {
  const model = loadRegionModel();

  it("has a committed region model (npm run train:region)", () => {
    expect(model).not.toBeNull();
  });

  it("reaches F1 0.95 on the replay set, whose writer labelled each story's topics", () => {
    const score = scoreMiddleEastTag(
      loadReplaySet().map((article) => ({ ...article, middleEast: article.tags.includes("middle-east") })),
      model,
    );
    expect(score.f1, JSON.stringify(score.misses)).toBeGreaterThanOrEqual(0.95);
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

  it("is better than the rules alone on the third set", () => {
    const stories = loadThirdMiddleEastSet();
    expect(scoreMiddleEastTag(stories, model).f1).toBeGreaterThan(scoreMiddleEastTag(stories).f1);
  });
});
