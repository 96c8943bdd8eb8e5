import { caseByToken, placeFeatures } from "./linker-features";
import { linkProbability, nameScore, type LinkerModel } from "./linker-model";
import { headlineTokens, nameCandidates } from "./name-mentions";
import { symbolMentions } from "./symbol-mentions";
import type { TickerIndex } from "./ticker-index";
import type { TickerMention } from "./ticker-mention";

/**
 * Symbols of the companies a text names, each once, in order of first appearance. Symbols written as symbols
 * (cashtags, "(NYSE: XOM)") always count; a name counts when the linker model gives it at least its threshold,
 * or, without a model, when the rules are certain of it.
 */
export function linkTickers(text: string, index: TickerIndex, model: LinkerModel | null): string[] {
  const tokens = headlineTokens(text);
  const candidates = nameCandidates(text, tokens, index);
  const cases = model && candidates.length ? caseByToken(text, tokens) : [];
  const names: TickerMention[] = [];
  candidates.forEach((candidate, at) => {
    const named = model
      ? linkProbability(
          model,
          placeFeatures(text, tokens, candidates, at, cases[candidate.first]!),
          nameScore(model, candidate.phrase, candidate.certain, cases[candidate.first]!),
        ) >= model.threshold
      : candidate.certain;
    if (named) names.push({ ticker: candidate.ticker, start: tokens[candidate.first]!.start });
  });
  const mentions = [...symbolMentions(text, index), ...names].sort((a, b) => a.start - b.start);
  return [...new Set(mentions.map((mention) => mention.ticker))];
}
