export { frameSpecs, defaultTimeFrameFor, type BarInterval, type PriceBar, type FrameSpec } from "./frame-specs";
export { barRequestsFor, type BarRequest } from "./bar-requests-for";
export { buildReport, lacksPriceData, type ReportInput } from "./build-report";
export { latestQuote, priceAt } from "./prices";
