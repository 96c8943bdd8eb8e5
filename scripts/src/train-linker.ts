/**
 * `npm run train:linker`: trains the ticker linker's model on the train split of core/data/ticker-corpus (80 % by a
 * stable hash of each id) and writes workers/data/linker-model.json. Its settings and threshold are chosen by 5-fold
 * cross-validation inside the train split; the held-out split is never read here. Deterministic.
 */
import { writeFileSync } from "node:fs";
import { fnv1a } from "@tradewire/core/domain/classify/corpus-split";
import { createLinkerModel } from "@tradewire/core/domain/classify/linker-model";
import { linkTickers } from "@tradewire/core/domain/classify/link-tickers";
import { loadTickerCorpus, splitTickerCorpus, type TickerExample } from "@tradewire/core/testing/ticker-corpus";
import { LINKER_MODEL_FILE } from "@tradewire/workers/classification/linker-model-file";
import { loadTickerIndex } from "@tradewire/workers/classification/ticker-dictionary";
import { linkerMetrics } from "./linker/linker-metrics";
import { candidateExamples, defaultLinkerTrainOptions, trainLinkerModel, type LinkerTrainOptions } from "./linker/train-linker-model";

const index = loadTickerIndex();
const corpus = loadTickerCorpus();
if (corpus.problems.length) {
  console.error(`the ticker corpus has ${corpus.problems.length} problems: run npm run check:ticker-corpus`);
  process.exit(1);
}
const { train } = splitTickerCorpus(corpus.examples);
const FOLDS = 5;
const foldOf = (example: TickerExample) => fnv1a(`fold:${example.id}`) % FOLDS;

/** Precision is what a trader relies on: the settings that keep it at 0.97 or more with the best recall, else the best precision. */
function crossValidate(options: LinkerTrainOptions, threshold: number) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const fit = train.filter((example) => foldOf(example) !== fold);
    const check = train.filter((example) => foldOf(example) === fold);
    const model = createLinkerModel(trainLinkerModel(candidateExamples(fit, index), threshold, options));
    const { metrics } = linkerMetrics(check, (text) => linkTickers(text, index, model));
    tp += metrics.truePositives;
    fp += metrics.falsePositives;
    fn += metrics.falseNegatives;
  }
  return { options, threshold, precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn) };
}

const trials = [];
for (const l2 of [1e-4, 1e-3, 3e-3]) {
  for (const epochs of [25, 50]) {
    for (const threshold of [0.5, 0.55, 0.6, 0.65, 0.7]) {
      const trial = crossValidate({ ...defaultLinkerTrainOptions, l2, epochs }, threshold);
      trials.push(trial);
      console.log(`l2=${l2} epochs=${epochs} threshold=${threshold}: cv precision ${trial.precision.toFixed(3)} recall ${trial.recall.toFixed(3)}`);
    }
  }
}
const precise = trials.filter((trial) => trial.precision >= 0.97);
const best = (precise.length ? precise : trials).sort((a, b) => (precise.length ? b.recall - a.recall : b.precision - a.precision) || b.recall - a.recall)[0]!;
const file = trainLinkerModel(candidateExamples(train, index), best.threshold, best.options);
file.meta = { ...file.meta, cv: { precision: Number(best.precision.toFixed(4)), recall: Number(best.recall.toFixed(4)) }, trainHeadlines: train.length };
const json = `${JSON.stringify(file)}\n`;
writeFileSync(LINKER_MODEL_FILE, json);
console.log(`chose l2=${best.options.l2} epochs=${best.options.epochs} threshold=${best.threshold}; ${file.features.length} features, ${(json.length / 1024).toFixed(0)} KB -> ${LINKER_MODEL_FILE.pathname}`);
