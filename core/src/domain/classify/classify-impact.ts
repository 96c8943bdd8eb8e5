import { rulesVerdict, scanRules, type ImpactClassification, type RuleScan } from "./classify-impact-by-rules";
import { collectImpactFeatures, impactFeatures, type FeatureSink, type ImpactContext } from "./impact-features";
import { predictImpact, type ImpactModel } from "./impact-model";
import { topicTags } from "./topic-tags";

export { classifyImpactByRules, type ImpactClassification } from "./classify-impact-by-rules";

const contextOf = (title: string, summary: string): ImpactContext => ({ tickers: [], tags: topicTags(summary ? `${title}\n${summary}` : title) });

/** The model's features of a story by name, and the rules' verdict on it (the same scan serves both): for training. */
export function impactFeaturesOf(title: string, summary: string, context?: ImpactContext): { features: Set<string>; byRules: ImpactClassification } {
  const scan = scanRules(title, summary);
  const byRules = rulesVerdict(scan);
  return { features: impactFeatures(title, summary, scan, byRules.impact, context ?? contextOf(title, summary)), byRules };
}

/** Reused from story to story: classification allocates no feature strings. */
const sink: FeatureSink = { hashes: [], names: null };

/**
 * Impact of a story from its title and summary by a learned model (the committed one is read from disk by
 * the workers' impact-model-file; core reads no file), the rubric rules being some of its features, with
 * impactRules listing the features that pushed it to its level (rules by id, words quoted). Pass `null` as
 * the model for the rules alone (the baseline of `npm run eval:classifier`). Pass the story's tickers and
 * tags when known (classifyArticle does): without them it is read as naming no ticker. Pass the story's scan by
 * the rules when made already (classifyArticle's serves its topics too).
 */
export function classifyImpact(
  title: string,
  summary: string,
  model: ImpactModel | null,
  context?: ImpactContext,
  scan: RuleScan = scanRules(title, summary),
): ImpactClassification {
  const byRules = rulesVerdict(scan);
  if (!model) return byRules;
  sink.hashes.length = 0;
  collectImpactFeatures(sink, title, summary, scan, byRules.impact, context ?? contextOf(title, summary));
  const { impact, reasons } = predictImpact(model, sink.hashes);
  return { impact, impactRules: explain(reasons, byRules.impactRules) };
}

/** The rules' verdict ("rules:high") as a reason reads as the rules behind it, by id. */
function explain(reasons: string[], fired: string[]): string[] {
  const verdict = reasons.findIndex((reason) => reason.startsWith("rules:"));
  if (verdict < 0) return reasons;
  const explained = [...reasons.slice(0, verdict), ...fired, ...reasons.slice(verdict + 1)];
  return [...new Set(explained)];
}
