import type { LogisticModelFile } from "./logistic-model-file";

/**
 * The weights `npm run train:region` writes: a logistic regression over what regionFeatures reads of a story that names
 * the Middle East, deciding whether it is about the region (the rules' verdict is one of its features).
 */
export type RegionModelFile = LogisticModelFile;

export interface RegionModel {
  bias: number;
  weights: ReadonlyMap<string, number>;
  threshold: number;
}

export const createRegionModel = (file: RegionModelFile): RegionModel => ({
  bias: file.bias,
  weights: new Map(file.features.map((feature, i) => [feature, file.weights[i]!])),
  threshold: file.threshold,
});

/** The probability that a story with these features is about the region. */
export function regionProbability(model: RegionModel, features: readonly string[]): number {
  let score = model.bias;
  for (const feature of features) score += model.weights.get(feature) ?? 0;
  return 1 / (1 + Math.exp(-score));
}
