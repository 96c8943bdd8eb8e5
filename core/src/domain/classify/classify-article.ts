import type { Impact } from "../../wire-constants";
import { classifyImpact } from "./classify-impact";
import { extractTickers } from "./extract-tickers";
import type { ImpactContext } from "./impact-features";
import type { ImpactModel } from "./impact-model";
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

/** What the impact model reads of a story besides its text: its tickers and topics. */
export function impactContext(title: string, summary: string, index: TickerIndex): ImpactContext {
  const both = summary ? `${title}\n${summary}` : title;
  return { tickers: extractTickers(both, index), tags: topicTags(both) };
}

/**
 * Impact, topics and tickers of one story; pure and fast enough to run on every ingested item. `model` is the
 * impact model (null: the rubric rules alone).
 */
export function classifyArticle(text: { title: string; summary?: string | null }, index: TickerIndex, model: ImpactModel | null): Classification {
  const summary = text.summary ?? "";
  const both = summary ? `${text.title}\n${summary}` : text.title;
  const tags = topicTags(both);
  const tickers = extractTickers(both, index);
  const { impact, impactRules } = classifyImpact(text.title, summary, model, { tickers, tags });
  return { impact, impactRules, tags, tickers, related: relatedTickers(tags, tickers) };
}
