/**
 * `npm run train:region`: trains the region model, which decides whether a story that names the Middle East is about it,
 * on the stories of core/data/topic-corpus meant for training (the corpus's train split, the second set and the three
 * training sets: regionTrainingStories) and writes workers/data/region-model.json. Its settings and threshold are chosen by
 * cross-validation inside them, one writer left out at a time: a model is only as good as it is on stories someone
 * else wrote (random folds mix each writer's habits into both sides and chose a model that held on them, not on a new
 * writer). The held-out split and the third and fourth sets are never read here. Deterministic.
 */
import { writeFileSync } from "node:fs";
import { createRegionModel, regionProbability } from "@tradewire/core/domain/classify/region-model";
import { storyRegionFeatures } from "@tradewire/core/domain/classify/topic-tags";
import { regionTrainingStories } from "@tradewire/core/testing/middle-east-tag";
import { REGION_MODEL_FILE } from "@tradewire/workers/classification/region-model-file";
import { trainLogistic, type LogisticTrainOptions } from "./classifier/train-logistic";

interface RegionExample {
  id: string;
  /** Null: the story names none of the region's places, and is never tagged. */
  features: string[] | null;
  middleEast: boolean;
}

const stories: RegionExample[] = regionTrainingStories().map((story) => ({ id: story.id, features: storyRegionFeatures(story.title, story.summary), middleEast: story.middleEast }));
const candidates = (examples: readonly RegionExample[]) => examples.filter((example): example is RegionExample & { features: string[] } => example.features !== null);
/** Each writer's stories, told by their ids: me- (the corpus), mef- (the second set), me2-, me3- and me4- (the training sets). */
const writerOf = (example: RegionExample) => example.id.slice(0, example.id.indexOf("-"));
const writers = [...new Set(stories.map(writerOf))];
const THRESHOLDS = Array.from({ length: 13 }, (_, i) => 0.3 + i * 0.05);
const defaults: LogisticTrainOptions = { l2: 1e-3, epochs: 30, rate: 0.1, seed: 23, minCount: 2 };

/** Per threshold, F1 (with precision and recall) over each writer's stories, by a model fit on the other writers'. */
function crossValidate(options: LogisticTrainOptions) {
  const counts = THRESHOLDS.map(() => ({ tp: 0, fp: 0, fn: 0 }));
  for (const writer of writers) {
    const model = createRegionModel(trainLogistic(candidates(stories.filter((example) => writerOf(example) !== writer)), (example) => example.middleEast, 0.5, options));
    for (const example of stories.filter((each) => writerOf(each) === writer)) {
      const probability = example.features ? regionProbability(model, example.features) : 0;
      THRESHOLDS.forEach((threshold, t) => {
        const tagged = probability >= threshold;
        if (tagged && example.middleEast) counts[t]!.tp++;
        else if (tagged) counts[t]!.fp++;
        else if (example.middleEast) counts[t]!.fn++;
      });
    }
  }
  return THRESHOLDS.map((threshold, t) => {
    const { tp, fp, fn } = counts[t]!;
    return { options, threshold, precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn), f1: (2 * tp) / Math.max(1, 2 * tp + fp + fn) };
  });
}

const trials = [];
for (const l2 of [1e-4, 1e-3, 1e-2]) {
  for (const epochs of [10, 20, 40]) {
    const results = crossValidate({ ...defaults, l2, epochs });
    trials.push(...results);
    const top = results.reduce((a, b) => (b.f1 > a.f1 ? b : a));
    console.log(`l2=${l2} epochs=${epochs}: best cv F1 ${top.f1.toFixed(3)} at ${top.threshold.toFixed(2)} (precision ${top.precision.toFixed(3)}, recall ${top.recall.toFixed(3)})`);
  }
}
const best = trials.reduce((a, b) => (b.f1 > a.f1 ? b : a));
const file = trainLogistic(candidates(stories), (example) => example.middleEast, Number(best.threshold.toFixed(2)), best.options);
file.meta = {
  ...file.meta,
  cv: { f1: Number(best.f1.toFixed(4)), precision: Number(best.precision.toFixed(4)), recall: Number(best.recall.toFixed(4)) },
  trainStories: stories.length,
};
const json = `${JSON.stringify(file)}\n`;
writeFileSync(REGION_MODEL_FILE, json);
console.log(`chose l2=${best.options.l2} epochs=${best.options.epochs} threshold=${best.threshold.toFixed(2)}; ${file.features.length} features, ${(json.length / 1024).toFixed(0)} KB -> ${REGION_MODEL_FILE.pathname}`);
