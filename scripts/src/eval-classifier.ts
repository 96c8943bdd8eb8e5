/**
 * `npm run eval:classifier [-- --misses]`: the committed impact model against the rubric rules alone, on the
 * held-out split of core/data/impact-corpus and on the replay set (workers/data/replay-articles.json), and the
 * Middle East tag, by the region model and by the rules alone, on the replay set (labelled with topics by its writer)
 * and on core/data/topic-corpus (written blind to the tag's rules and model; the held-out split and the third set are
 * never trained on). `--misses` lists what each gets wrong.
 */
import type { Impact } from "@tradewire/core";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { predictImpact } from "@tradewire/core/domain/classify/impact-model";
import { loadImpactModel } from "@tradewire/workers/classification/impact-model-file";
import { loadImpactCorpus, splitCorpus } from "@tradewire/core/testing/impact-corpus";
import {
  loadFourthMiddleEastSet,
  loadFourthTrainingSet,
  loadFreshMiddleEastSet,
  loadMiddleEastCorpus,
  loadSecondTrainingSet,
  loadThirdMiddleEastSet,
  loadThirdTrainingSet,
  scoreMiddleEastTag,
  type TagScore,
} from "@tradewire/core/testing/middle-east-tag";
import { loadClassifier } from "@tradewire/workers/classification/load-classifier";
import { loadReplaySet } from "@tradewire/workers/replay/replay-set";
import { storyFeatures, type StoryFeatures } from "./classifier/corpus-features";
import { metrics, sideBySide } from "./classifier/metrics";

const impactModel = loadImpactModel();
if (!impactModel) {
  console.error("no impact model yet: run npm run train:classifier");
  process.exit(1);
}
const model = impactModel;
const showMisses = process.argv.includes("--misses");
const classifier = loadClassifier();
const corpusArg = process.argv.indexOf("--corpus");
/** `--corpus DIR` reads another directory of JSON lines (a trial corpus); the default is core/data/impact-corpus. */
const corpus = loadImpactCorpus(corpusArg > 0 ? pathToFileURL(`${resolve(process.argv[corpusArg + 1]!)}/`) : undefined);
const { train, heldout } = splitCorpus(corpus.examples);
console.log(`corpus: ${corpus.examples.length} examples (train ${train.length}, held out ${heldout.length}); replay set: ${loadReplaySet().length}`);

function evaluate(name: string, stories: StoryFeatures[]) {
  const predicted = stories.map((story) => predictImpact(model, story.hashes));
  const byModel = metrics(stories.map((story, i) => ({ truth: story.label, predicted: predicted[i]!.impact })));
  const byRules = metrics(stories.map((story) => ({ truth: story.label, predicted: story.byRules.impact })));
  console.log(`\n${sideBySide(name, ["model", byModel], ["rules alone", byRules])}`);
  if (showMisses) {
    stories.forEach((story, i) => {
      const p = predicted[i]!;
      if (p.impact !== story.label) console.log(`  miss ${story.label}->${p.impact} [${story.id}] ${story.title} | ${p.reasons.join(", ")}`);
    });
  }
}

evaluate(
  "held-out split of the corpus",
  heldout.map((example) => storyFeatures({ id: example.id, title: example.text, summary: example.summary, label: example.label }, classifier)),
);
evaluate(
  "replay set (second held-out set)",
  loadReplaySet().map((article, i) =>
    storyFeatures({ id: `replay-${i}`, title: article.title, summary: article.summary, label: article.expected_impact as Impact }, classifier),
  ),
);

const regionCorpus = loadMiddleEastCorpus();
const replayRegion = loadReplaySet().map((article) => ({ ...article, middleEast: article.tags.includes("middle-east") }));
/** The region model's sets: measured ones first (never trained on), then those it learned from (in-sample). */
const middleEastSets = [
  ["fourth region set, never trained on", loadFourthMiddleEastSet()],
  ["third region set, never trained on", loadThirdMiddleEastSet()],
  ["held-out split of the region corpus", regionCorpus.heldout],
  ["replay set", replayRegion],
  ["train split of the region corpus (trained)", regionCorpus.train],
  ["second region set (trained)", loadFreshMiddleEastSet()],
  ["training set (trained)", loadSecondTrainingSet()],
  ["third training set (trained)", loadThirdTrainingSet()],
  ["fourth training set (trained)", loadFourthTrainingSet()],
] as const;
const line = (score: TagScore) => `precision ${score.precision.toFixed(3)}  recall ${score.recall.toFixed(3)}  F1 ${score.f1.toFixed(3)}`;
console.log(`\nmiddle-east tag: the region model${classifier.regionModel ? "" : " (none committed: run npm run train:region)"} beside the rules alone`);
for (const [name, stories] of middleEastSets) {
  const byModel = scoreMiddleEastTag(stories, classifier.regionModel);
  const byRules = scoreMiddleEastTag(stories);
  console.log(`  ${name.padEnd(44)} n=${String(byModel.n).padStart(4)}  model ${line(byModel)}   rules ${line(byRules)}`);
  if (showMisses) for (const miss of byModel.misses) console.log(`    ${miss.truth ? "missed" : "wrongly tagged"}: ${miss.title}`);
}
