/** The weights `npm run train:linker` writes: a logistic regression over the binary features of a candidate name. */
export interface LinkerModelFile {
  bias: number;
  features: string[];
  weights: number[];
  /** The probability from which a candidate is taken as naming its company. */
  threshold: number;
  /** How it was trained, for the record. */
  meta?: Record<string, unknown>;
}

export interface LinkerModel {
  bias: number;
  weights: ReadonlyMap<string, number>;
  threshold: number;
}

export function createLinkerModel(file: LinkerModelFile): LinkerModel {
  return { bias: file.bias, weights: new Map(file.features.map((feature, i) => [feature, file.weights[i]!])), threshold: file.threshold };
}

/** The probability that a candidate with these features names its company. */
export function linkProbability(model: LinkerModel, features: readonly string[]): number {
  let score = model.bias;
  for (const feature of features) score += model.weights.get(feature) ?? 0;
  return 1 / (1 + Math.exp(-score));
}
