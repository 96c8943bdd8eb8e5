import { impacts, type Impact } from "@tradewire/core";
import { fnv1a } from "@tradewire/core/domain/classify/corpus-split";
import type { ImpactModelFile } from "@tradewire/core/domain/classify/impact-model";
import { seededRandom, shuffleInPlace } from "./seeded-random";

/** One training example: its binary features and its label. */
export interface FeatureExample {
  id: string;
  features: Iterable<string>;
  label: Impact;
}

export interface TrainOptions {
  /** L2 penalty per update. */
  l2: number;
  /** Features seen in fewer train examples are dropped. */
  minCount: number;
  epochs: number;
  /** AdaGrad base step. */
  rate: number;
  seed: number;
  /** Weigh each class inversely to its frequency, so a rarer class still gets its recall. */
  balanced: boolean;
  /** Extra weight on the high class on top of balancing: missing a market mover costs more than a false alarm. */
  highBoost: number;
  /** Runs, each with its own seeded shuffles (seed, seed + 1, ...), whose weights are averaged: less variance than one run. */
  runs: number;
}

export const defaultTrainOptions: TrainOptions = { l2: 1e-3, minCount: 1, epochs: 10, rate: 0.05, seed: 13, balanced: true, highBoost: 1, runs: 1 };

/**
 * Multinomial logistic regression by AdaGrad over seeded shuffles: deterministic, so the same examples
 * and options give the same weights on every run. Features are kept in sorted order.
 */
export function trainImpactModel(examples: readonly FeatureExample[], options: TrainOptions = defaultTrainOptions): ImpactModelFile {
  const K = impacts.length;
  const counts = new Map<string, number>();
  const sets = examples.map((example) => [...new Set(example.features)]);
  for (const set of sets) for (const feature of set) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const features = [...counts].filter(([, count]) => count >= options.minCount).map(([feature]) => feature).sort();
  const indexOf = new Map(features.map((feature, i) => [feature, i]));
  const encoded = sets.map((set) => Int32Array.from(set.flatMap((feature) => (indexOf.has(feature) ? [indexOf.get(feature)!] : []))));
  const labels = examples.map((example) => impacts.indexOf(example.label));
  const classCounts = impacts.map((_, c) => labels.filter((label) => label === c).length);
  const classWeight = classCounts.map((count, c) => (options.balanced && count ? examples.length / (K * count) : 1) * (impacts[c] === "high" ? options.highBoost : 1));

  const weights = new Float64Array(features.length * K);
  const bias = new Float64Array(K);
  for (let run = 0; run < options.runs; run++) {
    const one = trainRun(encoded, labels, classWeight, features.length, options, options.seed + run);
    for (let i = 0; i < weights.length; i++) weights[i]! += one.weights[i]! / options.runs;
    for (let c = 0; c < K; c++) bias[c]! += one.bias[c]! / options.runs;
  }
  const round = (value: number) => Math.round(value * 1e4) / 1e4 || 0;
  const kept = features.flatMap((feature, i) => (impacts.some((_, c) => Math.abs(weights[i * K + c]!) >= 1e-4) ? [i] : []));
  return {
    classes: [...impacts],
    bias: Array.from(bias, round),
    features: kept.map((i) => features[i]!),
    weights: kept.flatMap((i) => impacts.map((_, c) => round(weights[i * K + c]!))),
    meta: { examples: examples.length, classCounts: Object.fromEntries(impacts.map((impact, c) => [impact, classCounts[c]])), options },
  };
}

/** One run of AdaGrad over seeded shuffles. */
function trainRun(encoded: Int32Array[], labels: number[], classWeight: number[], featureCount: number, options: TrainOptions, seed: number) {
  const K = impacts.length;
  const weights = new Float64Array(featureCount * K);
  const squares = new Float64Array(featureCount * K).fill(1e-8);
  const bias = new Float64Array(K);
  const biasSquares = new Float64Array(K).fill(1e-8);
  const next = seededRandom(seed);
  const order = encoded.map((_, i) => i);
  const scores = new Float64Array(K);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffleInPlace(order, next);
    for (const e of order) {
      const x = encoded[e]!;
      const y = labels[e]!;
      for (let c = 0; c < K; c++) {
        let score = bias[c]!;
        for (const f of x) score += weights[f * K + c]!;
        scores[c] = score;
      }
      let max = -Infinity;
      for (let c = 0; c < K; c++) max = Math.max(max, scores[c]!);
      let total = 0;
      for (let c = 0; c < K; c++) total += scores[c] = Math.exp(scores[c]! - max);
      for (let c = 0; c < K; c++) {
        const gradient = (scores[c]! / total - (c === y ? 1 : 0)) * classWeight[y]!;
        biasSquares[c]! += gradient * gradient;
        bias[c]! -= (options.rate * gradient) / Math.sqrt(biasSquares[c]!);
        for (const f of x) {
          const at = f * K + c;
          const g = gradient + options.l2 * weights[at]!;
          squares[at]! += g * g;
          weights[at]! -= (options.rate * g) / Math.sqrt(squares[at]!);
        }
      }
    }
  }
  return { weights, bias };
}

/** Fold of an example for cross-validation inside the train split, by a stable hash of its id. */
export const foldOf = (id: string, folds: number) => fnv1a(`${id}#fold`) % folds;

/** The most influential features per class: weight for the class minus the mean of the others. */
export function topFeatures(model: ImpactModelFile, count = 10): Record<string, { feature: string; weight: number }[]> {
  const K = model.classes.length;
  const result: Record<string, { feature: string; weight: number }[]> = {};
  model.classes.forEach((impact, c) => {
    const scored = model.features.map((feature, i) => {
      const own = model.weights[i * K + c]!;
      let others = 0;
      for (let o = 0; o < K; o++) if (o !== c) others += model.weights[i * K + o]!;
      return { feature, weight: Math.round((own - others / (K - 1)) * 1000) / 1000 };
    });
    result[impact] = scored.sort((a, b) => b.weight - a.weight || a.feature.localeCompare(b.feature)).slice(0, count);
  });
  return result;
}
