import type { Impact } from "../../wire-constants";
import { describeFeature, featureHash, isQuietFeature } from "./impact-features";
import { createIntTable, lookupInt, type IntTable } from "./int-table";

/** The weights file `npm run train:classifier` writes: a multinomial logistic regression over binary features. */
export interface ImpactModelFile {
  /** The order of the scores: always `impacts` (high, mid, low). */
  classes: Impact[];
  bias: number[];
  /** Feature names; feature i has weights[i * classes.length + k] for class k. */
  features: string[];
  weights: number[];
  /** How it was trained, for the record. */
  meta?: Record<string, unknown>;
}

export interface ImpactModel {
  classes: readonly Impact[];
  bias: Float64Array;
  /** Hash of a feature's name → its index. */
  table: IntTable;
  names: readonly string[];
  /** Feature i has weights[i * classes.length + k] for class k. */
  weights: Float64Array;
  /** Per feature, the last prediction that counted it: a feature counts once however often it is found. */
  stamps: Uint32Array;
  stamp: number;
  /** 1 for a feature never shown as a reason (isQuietFeature). */
  quiet: Uint8Array;
  /** Each feature as impact_rules shows it, filled in when first needed. */
  described: (string | undefined)[];
}

export function createImpactModel(file: ImpactModelFile): ImpactModel {
  return {
    classes: file.classes,
    bias: Float64Array.from(file.bias),
    // Two names with one 32-bit hash: the first keeps it (the trainer reports any).
    table: createIntTable(file.features.map((feature, i) => [featureHash(feature), i] as const)),
    names: file.features,
    weights: Float64Array.from(file.weights),
    stamps: new Uint32Array(file.features.length),
    stamp: 0,
    quiet: Uint8Array.from(file.features, (feature) => (isQuietFeature(feature) ? 1 : 0)),
    described: [],
  };
}

/** Features two of whose names share a hash: only the first of them is scored. */
export function hashCollisions(file: ImpactModelFile): string[][] {
  const byHash = new Map<number, string[]>();
  for (const feature of file.features) {
    const hash = featureHash(feature);
    byHash.set(hash, [...(byHash.get(hash) ?? []), feature]);
  }
  return [...byHash.values()].filter((names) => names.length > 1);
}

export interface ImpactPrediction {
  impact: Impact;
  /** Class probabilities, in the order of model.classes. */
  probabilities: number[];
  /** The few features that pushed the story to its level, strongest first, as an editor reads them. */
  reasons: string[];
}

const MAX_REASONS = 4;
/** Candidates kept before a word's title and story features, which read the same, are merged. */
const MAX_CANDIDATES = 8;
/** A feature must add at least this to the winner's lead to be named as a reason. */
const MIN_PUSH = 0.05;
const present: number[] = [];
const scores = new Float64Array(8);
/** The strongest candidates for reasons so far, strongest first: feature indexes and what each adds to the lead. */
const reasonAt = new Int32Array(MAX_CANDIDATES);
const pushes = new Float64Array(MAX_CANDIDATES);

/** Scores of a story's feature hashes, and the features that favour the winning class over the runner-up. */
export function predictImpact(model: ImpactModel, hashes: readonly number[]): ImpactPrediction {
  const k = model.classes.length;
  const { weights, stamps } = model;
  const stamp = (model.stamp = (model.stamp + 1) >>> 0 || 1);
  for (let c = 0; c < k; c++) scores[c] = model.bias[c]!;
  present.length = 0;
  for (const hash of hashes) {
    const i = lookupInt(model.table, hash);
    if (i < 0 || stamps[i] === stamp) continue;
    stamps[i] = stamp;
    present.push(i);
    for (let c = 0; c < k; c++) scores[c]! += weights[i * k + c]!;
  }
  let best = 0;
  for (let c = 1; c < k; c++) if (scores[c]! > scores[best]!) best = c;
  let runnerUp = best === 0 ? 1 : 0;
  for (let c = 0; c < k; c++) if (c !== best && scores[c]! > scores[runnerUp]!) runnerUp = c;
  const max = scores[best]!;
  let total = 0;
  for (let c = 0; c < k; c++) total += scores[c] = Math.exp(scores[c]! - max);
  const probabilities: number[] = [];
  for (let c = 0; c < k; c++) probabilities.push(scores[c]! / total);
  // What each feature adds to the winner's lead over the runner-up; the largest positive ones explain it.
  let kept = 0;
  for (const i of present) {
    const push = weights[i * k + best]! - weights[i * k + runnerUp]!;
    if (push < MIN_PUSH || model.quiet[i]) continue;
    // Insertion into a short list, strongest first, shifting the weaker ones down (the last falls off).
    let at = kept;
    while (at > 0 && pushes[at - 1]! < push) at--;
    if (at >= MAX_CANDIDATES) continue;
    if (kept < MAX_CANDIDATES) kept++;
    for (let j = kept - 1; j > at; j--) {
      pushes[j] = pushes[j - 1]!;
      reasonAt[j] = reasonAt[j - 1]!;
    }
    pushes[at] = push;
    reasonAt[at] = i;
  }
  const impact = model.classes[best]!;
  const reasons: string[] = [];
  for (let r = 0; r < kept; r++) {
    const i = reasonAt[r]!;
    const reason = (model.described[i] ??= describeFeature(model.names[i]!));
    if (!reasons.includes(reason)) reasons.push(reason);
    if (reasons.length === MAX_REASONS) break;
  }
  if (!reasons.length) reasons.push(`${impact}:default`);
  return { impact, probabilities, reasons };
}
