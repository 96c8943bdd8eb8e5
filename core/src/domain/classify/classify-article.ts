import type { Impact } from "../../wire-constants";
import { classifyImpact } from "./classify-impact";
import { scanRules } from "./classify-impact-by-rules";
import type { ImpactContext } from "./impact-features";
import type { ImpactModel } from "./impact-model";
import { linkTickers } from "./link-tickers";
import type { LinkerModel } from "./linker-model";
import type { RegionModel } from "./region-model";
import { relatedTickers } from "./related-tickers";
import type { TickerIndex } from "./ticker-index";
import { topicTags } from "./topic-tags";

export interface Classification {
  impact: Impact;
  impactRules: string[];
  tags: string[];
  /** Symbols the story names, in order of appearance. */
  tickers: string[];
  /** Macro tickers its topics move, none of them already in `tickers`. */
  related: string[];
}

/**
 * What classifies a story: the ticker dictionary's index and the three learned models, the linker's (which names are
 * companies), the impact model and the region model (whether a story naming the Middle East is about it); a null model
 * leaves its part to the rules.
 */
export interface Classifier {
  tickerIndex: TickerIndex;
  linkerModel: LinkerModel | null;
  impactModel: ImpactModel | null;
  regionModel: RegionModel | null;
}

/** What the impact model reads of a story besides its text: its tickers and topics. */
export function impactContext(title: string, summary: string, classifier: Pick<Classifier, "tickerIndex" | "linkerModel" | "regionModel">): ImpactContext {
  const both = summary ? `${title}\n${summary}` : title;
  return { tickers: linkTickers(both, classifier.tickerIndex, classifier.linkerModel), tags: topicTags(both, undefined, classifier.regionModel) };
}

/** Impact, topics and tickers of one story; pure and fast enough to run on every ingested item. */
export function classifyArticle(text: { title: string; summary?: string | null }, classifier: Classifier): Classification {
  const summary = text.summary ?? "";
  const both = summary ? `${text.title}\n${summary}` : text.title;
  const scan = scanRules(text.title, summary);
  const tags = topicTags(both, scan.topics, classifier.regionModel);
  const tickers = linkTickers(both, classifier.tickerIndex, classifier.linkerModel);
  const { impact, impactRules } = classifyImpact(text.title, summary, classifier.impactModel, { tickers, tags }, scan);
  return { impact, impactRules, tags, tickers, related: relatedTickers(tags, tickers) };
}
