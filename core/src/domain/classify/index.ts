export { classifyArticle, type Classification } from "./classify-article";
export { createTickerIndex, findListing, type TickerIndex } from "./ticker-index";
export type { TickerListing } from "./ticker-listing";
