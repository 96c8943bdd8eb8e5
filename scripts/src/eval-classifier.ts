/**
 * `npm run eval:classifier [-- --misses]`: the committed impact model against the rubric rules alone, on the
 * held-out split of core/data/impact-corpus and on the replay set (workers/data/replay-articles.json), and the
 * Middle East tag on the replay set, the one set whose stories are labelled with topics (by its writer, not tuned on).
 */
import type { Impact } from "@tradewire/core";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { predictImpact } from "@tradewire/core/domain/classify/impact-model";
import { topicTags } from "@tradewire/core/domain/classify/topic-tags";
import { loadImpactModel } from "@tradewire/workers/classification/impact-model-file";
import { loadImpactCorpus, splitCorpus } from "@tradewire/core/testing/impact-corpus";
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

const replay = loadReplaySet();
const middleEast = replay.map((article) => ({
  truth: article.tags.includes("middle-east"),
  tagged: topicTags(article.summary ? `${article.title}\n${article.summary}` : article.title).includes("middle-east"),
}));
const both = middleEast.filter((story) => story.truth && story.tagged).length;
const tagged = middleEast.filter((story) => story.tagged).length;
const labelled = middleEast.filter((story) => story.truth).length;
console.log(
  `\nmiddle-east tag, replay set (n=${replay.length}): precision ${(both / tagged).toFixed(3)} recall ${(both / labelled).toFixed(3)} F1 ${((2 * both) / (tagged + labelled)).toFixed(3)}`,
);
