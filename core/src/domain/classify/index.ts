export { classifyArticle, type Classification, type Classifier } from "./classify-article";
export { classifyImpact, classifyImpactByRules, type ImpactClassification } from "./classify-impact";
export type { ImpactModel } from "./impact-model";
export { createTickerIndex, findListing, type TickerIndex } from "./ticker-index";
export type { TickerListing } from "./ticker-listing";
export type { LinkerModel } from "./linker-model";
