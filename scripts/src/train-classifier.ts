/**
 * `npm run train:classifier [-- --with-corrections]`: trains the impact model on the train split of
 * core/data/impact-corpus (80 % by a stable hash of each id) and writes
 * workers/data/impact-model.json. Hyper-parameters are chosen by 5-fold cross-validation
 * inside the train split; the held-out split is never read here. Deterministic: same corpus, same weights.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { impacts } from "@tradewire/core";
import { createImpactModel, hashCollisions, predictImpact } from "@tradewire/core/domain/classify/impact-model";
import { IMPACT_CORRECTIONS_FILE, loadImpactCorpus, loadImpactCorrectionsFile, splitCorpus, type CorpusExample } from "@tradewire/core/testing/impact-corpus";
import { loadImpactCorrections } from "./load-impact-corrections";
import { IMPACT_MODEL_FILE } from "@tradewire/workers/classification/impact-model-file";
import { loadClassifier } from "@tradewire/workers/classification/load-classifier";
import { storyFeatures, type StoryFeatures } from "./classifier/corpus-features";
import { metrics } from "./classifier/metrics";
import { defaultTrainOptions, foldOf, topFeatures, trainImpactModel, type TrainOptions } from "./classifier/train-impact-model";

const withCorrections = process.argv.includes("--with-corrections");
const corpusArg = process.argv.indexOf("--corpus");
/** `--corpus DIR` reads another directory of JSON lines (a trial corpus); the default is core/data/impact-corpus. */
const corpus = loadImpactCorpus(corpusArg > 0 ? pathToFileURL(`${resolve(process.argv[corpusArg + 1]!)}/`) : undefined);
const { train, heldout } = splitCorpus(corpus.examples);
console.log(
  `corpus: ${corpus.examples.length} examples in ${corpus.files.length} files (${corpus.skipped} incomplete lines skipped, ${corpus.duplicates} duplicate ids); train ${train.length}, held out ${heldout.length} (not read)`,
);
if (train.length < 30) {
  console.error("too few training examples");
  process.exit(1);
}

const classifier = loadClassifier();
const examples: StoryFeatures[] = train.map((example) => storyFeatures({ id: example.id, title: example.text, summary: example.summary, label: example.label }, classifier));

if (withCorrections) {
  // The editors' corrections in the configured database (impact_corrections), and any exported to a file.
  const fromDatabase: CorpusExample[] = await loadImpactCorrections();
  const file = loadImpactCorrectionsFile();
  const corrections = [...fromDatabase, ...(file?.examples ?? [])];
  console.log(
    `--with-corrections: ${fromDatabase.length} from the database, ${file ? `${file.examples.length} from ${IMPACT_CORRECTIONS_FILE.pathname}` : "no corrections file"}`,
  );
  // A correction of a held-out headline must not leak it into training.
  const heldoutTexts = new Set(heldout.map((example) => example.text.trim().toLowerCase()));
  const usable = corrections.filter((example) => !heldoutTexts.has(example.text.trim().toLowerCase()));
  if (!corrections.length) console.log("--with-corrections: no corrections exist yet; training on the corpus alone");
  else console.log(`--with-corrections: ${usable.length} corrections added to the train split (${corrections.length - usable.length} of held-out headlines left out)`);
  for (const example of usable) examples.push(storyFeatures({ id: example.id, title: example.text, summary: example.summary, label: example.label }, classifier));
} else console.log("corrections: not used (pass -- --with-corrections)");

/** Cross-validated score inside the train split: the mean of accuracy and the worst class recall. */
function crossValidate(options: TrainOptions, folds = 5) {
  const pairs: { truth: (typeof impacts)[number]; predicted: (typeof impacts)[number] }[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const model = createImpactModel(trainImpactModel(examples.filter((example) => foldOf(example.id, folds) !== fold), options));
    for (const example of examples.filter((example) => foldOf(example.id, folds) === fold)) {
      pairs.push({ truth: example.label, predicted: predictImpact(model, example.hashes).impact });
    }
  }
  const m = metrics(pairs);
  const worstRecall = Math.min(...impacts.map((impact) => m.perClass[impact].recall));
  return { accuracy: m.accuracy, worstRecall, score: (m.accuracy + worstRecall) / 2 };
}

let best: { options: TrainOptions; accuracy: number; worstRecall: number; score: number } | undefined;
for (const minCount of [1, 2]) {
  for (const l2 of [3e-4, 1e-3, 3e-3]) {
    for (const rate of [0.02, 0.05]) {
      for (const epochs of [10, 30]) {
        for (const highBoost of [1, 1.25, 1.5]) {
          const options = { ...defaultTrainOptions, minCount, l2, rate, epochs, highBoost };
          const result = crossValidate(options);
          console.log(
            `cv(train, 5 folds) minCount=${minCount} l2=${l2} rate=${rate} epochs=${epochs} highBoost=${highBoost}: accuracy ${result.accuracy.toFixed(3)}, worst recall ${result.worstRecall.toFixed(3)}`,
          );
          if (!best || result.score > best.score) best = { options, ...result };
        }
      }
    }
  }
}

const file = trainImpactModel(examples, best!.options);
file.meta = { ...file.meta, cv: { accuracy: Number(best!.accuracy.toFixed(4)), worstRecall: Number(best!.worstRecall.toFixed(4)) }, corrections: withCorrections };
const collisions = hashCollisions(file);
if (collisions.length) console.warn(`hash collisions (only the first of each is scored): ${collisions.map((names) => names.join(" = ")).join("; ")}`);
const json = `${JSON.stringify(file)}\n`;
writeFileSync(IMPACT_MODEL_FILE, json);
const model = createImpactModel(file);
const trainFit = metrics(examples.map((example) => ({ truth: example.label, predicted: predictImpact(model, example.hashes).impact })));
console.log(
  `chose minCount=${best!.options.minCount} l2=${best!.options.l2} rate=${best!.options.rate} epochs=${best!.options.epochs} highBoost=${best!.options.highBoost}; ${file.features.length} features, ${(json.length / 1024).toFixed(0)} KB -> ${IMPACT_MODEL_FILE.pathname}; train accuracy ${trainFit.accuracy.toFixed(3)}`,
);
for (const [impact, top] of Object.entries(topFeatures(file))) {
  console.log(`top features for ${impact}: ${top.map(({ feature, weight }) => `${feature} ${weight}`).join(", ")}`);
}
