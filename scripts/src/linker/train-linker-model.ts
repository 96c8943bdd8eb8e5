import { candidateFeatures, caseByToken } from "@tradewire/core/domain/classify/linker-features";
import type { LinkerModelFile } from "@tradewire/core/domain/classify/linker-model";
import { headlineTokens, nameCandidates } from "@tradewire/core/domain/classify/name-mentions";
import type { TickerIndex } from "@tradewire/core/domain/classify/ticker-index";
import type { TickerExample } from "@tradewire/core/testing/ticker-corpus";
import { trainLogistic, type LogisticTrainOptions } from "../classifier/train-logistic";

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

export type LinkerTrainOptions = LogisticTrainOptions;

export const defaultLinkerTrainOptions: LinkerTrainOptions = { l2: 1e-3, epochs: 20, rate: 0.1, seed: 17, minCount: 1 };

/**
 * The linker's logistic regression (deterministic). A name's own weight may only vouch for it: the corpus holds many
 * traps for a few names (Caterpillar the insect), far more than the news does, and what rejects a trap must be its
 * context, not the name.
 */
export function trainLinkerModel(examples: readonly CandidateExample[], threshold: number, options: LinkerTrainOptions = defaultLinkerTrainOptions): LinkerModelFile {
  const file = trainLogistic(examples, (example) => example.named, threshold, options, (feature) => feature.startsWith("name:") && !feature.includes("&"));
  return { ...file, meta: { candidates: examples.length, named: examples.filter((example) => example.named).length, options } };
}
