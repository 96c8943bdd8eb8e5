export { createReplayProvider } from "./create-replay-provider";
export { createYahooProvider } from "./create-yahoo-provider";
export type { BarInterval, PriceBar, PriceHistoryRequest, PriceProvider } from "./price-provider";
export { PriceProviderError, type PriceProviderErrorKind } from "./price-provider-error";
export { yahooSymbolOf } from "./yahoo-symbol-of";
