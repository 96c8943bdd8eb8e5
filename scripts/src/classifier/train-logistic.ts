import type { LogisticModelFile } from "@tradewire/core/domain/classify/logistic-model-file";
import { seededRandom, shuffleInPlace } from "./seeded-random";

export interface LogisticTrainOptions {
  l2: number;
  epochs: number;
  /** AdaGrad base step. */
  rate: number;
  seed: number;
  /** Features seen in fewer examples are dropped. */
  minCount: number;
}

/**
 * Binary logistic regression over sets of binary features, by AdaGrad over seeded shuffles: deterministic. A feature
 * `mayOnlyVouch` names keeps a weight of zero or more: it may speak for an example, never against it.
 */
export function trainLogistic<E extends { features: readonly string[] }>(
  examples: readonly E[],
  isPositive: (example: E) => boolean,
  threshold: number,
  options: LogisticTrainOptions,
  mayOnlyVouch: (feature: string) => boolean = () => false,
): LogisticModelFile {
  const counts = new Map<string, number>();
  for (const example of examples) for (const feature of new Set(example.features)) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const features = [...counts].filter(([, count]) => count >= options.minCount).map(([feature]) => feature).sort();
  const indexOf = new Map(features.map((feature, i) => [feature, i]));
  const encoded = examples.map((example) => Int32Array.from([...new Set(example.features)].flatMap((feature) => (indexOf.has(feature) ? [indexOf.get(feature)!] : []))));
  const weights = new Float64Array(features.length);
  const vouching = Uint8Array.from(features, (feature) => (mayOnlyVouch(feature) ? 1 : 0));
  const squares = new Float64Array(features.length).fill(1e-8);
  let bias = 0;
  let biasSquare = 1e-8;
  const next = seededRandom(options.seed);
  const order = encoded.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffleInPlace(order, next);
    for (const e of order) {
      const x = encoded[e]!;
      let score = bias;
      for (const f of x) score += weights[f]!;
      const gradient = 1 / (1 + Math.exp(-score)) - (isPositive(examples[e]!) ? 1 : 0);
      biasSquare += gradient * gradient;
      bias -= (options.rate * gradient) / Math.sqrt(biasSquare);
      for (const f of x) {
        const g = gradient + options.l2 * weights[f]!;
        squares[f]! += g * g;
        weights[f]! -= (options.rate * g) / Math.sqrt(squares[f]!);
        if (vouching[f] && weights[f]! < 0) weights[f] = 0;
      }
    }
  }
  const round = (value: number) => Math.round(value * 1e4) / 1e4 || 0;
  const kept = features.flatMap((feature, i) => (Math.abs(weights[i]!) >= 1e-4 ? [[feature, round(weights[i]!)] as const] : []));
  return {
    bias: round(bias),
    threshold,
    features: kept.map(([feature]) => feature),
    weights: kept.map(([, weight]) => weight),
    meta: { examples: examples.length, positives: examples.filter(isPositive).length, options },
  };
}
