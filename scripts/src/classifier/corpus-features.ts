import type { Impact } from "@tradewire/core";
import { impactContext } from "@tradewire/core/domain/classify/classify-article";
import { impactFeaturesOf, type ImpactClassification } from "@tradewire/core/domain/classify/classify-impact";
import type { Classifier } from "@tradewire/core/domain/classify/index";
import { featureHash } from "@tradewire/core/domain/classify/impact-features";

export interface StoryFeatures {
  id: string;
  title: string;
  summary: string;
  label: Impact;
  features: Set<string>;
  /** The same features hashed, as classification reads them. */
  hashes: number[];
  byRules: ImpactClassification;
}

/** The features classifyArticle gives the model for a story (tickers linked as it links them), and the rules' verdict. */
export function storyFeatures(story: { id: string; title: string; summary: string; label: Impact }, linking: Pick<Classifier, "tickerIndex" | "linkerModel" | "regionModel">): StoryFeatures {
  const { features, byRules } = impactFeaturesOf(story.title, story.summary, impactContext(story.title, story.summary, linking));
  return { ...story, features, hashes: [...features].map(featureHash), byRules };
}
