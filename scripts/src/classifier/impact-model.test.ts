import { impacts } from "@tradewire/core";
import { statSync } from "node:fs";
import { predictImpact } from "@tradewire/core/domain/classify/impact-model";
import { IMPACT_MODEL_FILE, loadImpactModel } from "@tradewire/workers/classification/impact-model-file";
import { loadImpactCorpus, splitCorpus } from "@tradewire/core/testing/impact-corpus";
import { loadClassifier } from "@tradewire/workers/classification/load-classifier";
import { describe, expect, it } from "vitest";
import { storyFeatures } from "./corpus-features";
import { metrics } from "./metrics";
import { trainImpactModel } from "./train-impact-model";

const corpus = loadImpactCorpus();
const { train, heldout } = splitCorpus(corpus.examples);
const classifier = loadClassifier();
const features = (examples: typeof train) =>
  examples.map((example) => storyFeatures({ id: example.id, title: example.text, summary: example.summary, label: example.label }, classifier));

describe("the committed impact model on the held-out split of the corpus", () => {
  const stories = features(heldout);
  const m = metrics(stories.map((story) => ({ truth: story.label, predicted: predictImpact(loadImpactModel()!, story.hashes).impact })));

  it("has a model of at most 2 MB and a held-out split big enough to mean something", () => {
    expect(loadImpactModel()).not.toBeNull();
    expect(statSync(IMPACT_MODEL_FILE).size).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(heldout.length).toBeGreaterThanOrEqual(200);
  });

  it("reaches 0.85 accuracy", () => {
    expect(m.accuracy).toBeGreaterThanOrEqual(0.85);
  });

  it.each(impacts)("recalls at least 0.75 of the %s stories", (impact) => {
    expect(m.perClass[impact].recall).toBeGreaterThanOrEqual(0.75);
  });
});

describe("trainImpactModel", () => {
  it("is deterministic: the same examples give the same weights", () => {
    const examples = features(train.slice(0, 200));
    expect(trainImpactModel(examples)).toEqual(trainImpactModel(examples));
  });
});
