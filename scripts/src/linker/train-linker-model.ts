import { candidateFeatures, caseByToken } from "@tradewire/core/domain/classify/linker-features";
import type { LinkerModelFile } from "@tradewire/core/domain/classify/linker-model";
import { headlineTokens, nameCandidates } from "@tradewire/core/domain/classify/name-mentions";
import type { TickerIndex } from "@tradewire/core/domain/classify/ticker-index";
import type { TickerExample } from "@tradewire/core/testing/ticker-corpus";
import { seededRandom, shuffleInPlace } from "../classifier/seeded-random";

/** One candidate name of a labelled headline: its features, and whether the headline names that company. */
export interface CandidateExample {
  id: string;
  features: string[];
  named: boolean;
}

/**
 * Every candidate name the linker would weigh in the headlines, labelled by the corpus. The corpus labels a headline's
 * companies, not each mention: when a named company's name stands twice ("Duke Energy to power Duke University"), only
 * one mention is known to name it, the one the rules are surest of (else the first), and the others are left out.
 */
export function candidateExamples(examples: readonly TickerExample[], index: TickerIndex): CandidateExample[] {
  return examples.flatMap((example) => {
    const tokens = headlineTokens(example.text);
    const candidates = nameCandidates(example.text, tokens, index);
    const cases = caseByToken(example.text, tokens);
    const labelled = new Map<string, number>();
    candidates.forEach((candidate, at) => {
      const chosen = labelled.get(candidate.ticker);
      if (chosen === undefined || (candidate.certain && !candidates[chosen]!.certain)) labelled.set(candidate.ticker, at);
    });
    return candidates.flatMap((candidate, at) => {
      const named = example.tickers.includes(candidate.ticker);
      if (named && labelled.get(candidate.ticker) !== at) return [];
      return [{ id: `${example.id}#${at}`, features: candidateFeatures(example.text, tokens, candidates, at, cases[candidate.first]!), named }];
    });
  });
}

export interface LinkerTrainOptions {
  l2: number;
  epochs: number;
  /** AdaGrad base step. */
  rate: number;
  seed: number;
  /** Features seen in fewer candidates are dropped. */
  minCount: number;
}

export const defaultLinkerTrainOptions: LinkerTrainOptions = { l2: 1e-3, epochs: 20, rate: 0.1, seed: 17, minCount: 1 };

/** Binary logistic regression by AdaGrad over seeded shuffles: deterministic. */
export function trainLinkerModel(examples: readonly CandidateExample[], threshold: number, options: LinkerTrainOptions = defaultLinkerTrainOptions): LinkerModelFile {
  const counts = new Map<string, number>();
  for (const example of examples) for (const feature of new Set(example.features)) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const features = [...counts].filter(([, count]) => count >= options.minCount).map(([feature]) => feature).sort();
  const indexOf = new Map(features.map((feature, i) => [feature, i]));
  const encoded = examples.map((example) => Int32Array.from([...new Set(example.features)].flatMap((feature) => (indexOf.has(feature) ? [indexOf.get(feature)!] : []))));
  const weights = new Float64Array(features.length);
  // A name's own weight may only vouch for it: the corpus holds many traps for a few names (Caterpillar the insect), far
  // more than the news does, and what rejects a trap must be its context, not the name.
  const vouching = Uint8Array.from(features, (feature) => (feature.startsWith("name:") && !feature.includes("&") ? 1 : 0));
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
      const gradient = 1 / (1 + Math.exp(-score)) - (examples[e]!.named ? 1 : 0);
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
    meta: { candidates: examples.length, named: examples.filter((example) => example.named).length, options },
  };
}
