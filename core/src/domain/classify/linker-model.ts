import { nameFeatures, type TextCase } from "./linker-features";
import type { LogisticModelFile } from "./logistic-model-file";
import type { NamePhrase } from "./ticker-index";

/** The weights `npm run train:linker` writes: a logistic regression over the binary features of a candidate name. */
export type LinkerModelFile = LogisticModelFile;

export interface LinkerModel {
  bias: number;
  weights: ReadonlyMap<string, number>;
  threshold: number;
  /** Per name, the score of its own features by headline case and rules' verdict, summed once (see nameScore). */
  nameScores: WeakMap<NamePhrase, Float64Array>;
}

export function createLinkerModel(file: LinkerModelFile): LinkerModel {
  return { bias: file.bias, weights: new Map(file.features.map((feature, i) => [feature, file.weights[i]!])), threshold: file.threshold, nameScores: new WeakMap() };
}

const score = (model: LinkerModel, features: readonly string[]) => features.reduce((sum, feature) => sum + (model.weights.get(feature) ?? 0), 0);

const CASES: readonly TextCase[] = ["upper", "title", "sentence"];

/** What a name's own features add to a candidate's score: the same wherever the name stands, so summed once. */
export function nameScore(model: LinkerModel, phrase: NamePhrase, certain: boolean, textCase: TextCase): number {
  let scores = model.nameScores.get(phrase);
  if (!scores) {
    scores = Float64Array.from(CASES.flatMap((each) => [score(model, nameFeatures(phrase, false, each)), score(model, nameFeatures(phrase, true, each))]));
    model.nameScores.set(phrase, scores);
  }
  return scores[CASES.indexOf(textCase) * 2 + (certain ? 1 : 0)]!;
}

/** The probability that a candidate names its company, from the sum of its name's score and its other features. */
export function linkProbability(model: LinkerModel, features: readonly string[], namePart = 0): number {
  return 1 / (1 + Math.exp(-(model.bias + namePart + score(model, features))));
}
