import type { ReplayAnchor } from "../prices/replay-price-path";

/**
 * Anchors of the replay paths of the World View's symbols, on the replay set's anchor day (Friday
 * 2026-08-21, workers/data/replay-prices.json), built the same way: the banks' closes are that day's NYSE
 * last sales from the listings the replay prices come from, with the large-cap volatility; the index
 * levels are round figures of that week (the S&P 500 at ten times the replay SPY), with the ETFs' one.
 */
export const worldReplayAnchors: Record<string, ReplayAnchor> = {
  "^BFX": { price: 4_680, dailyVolatility: 0.01 },
  "^GSPTSE": { price: 28_150, dailyVolatility: 0.01 },
  "^FCHI": { price: 7_940, dailyVolatility: 0.01 },
  "^GDAXI": { price: 24_260, dailyVolatility: 0.01 },
  "FTSEMIB.MI": { price: 42_870, dailyVolatility: 0.01 },
  "^N225": { price: 42_630, dailyVolatility: 0.01 },
  "^AEX": { price: 905, dailyVolatility: 0.01 },
  "^OMX": { price: 2_620, dailyVolatility: 0.01 },
  "^SSMI": { price: 12_180, dailyVolatility: 0.01 },
  "^FTSE": { price: 9_290, dailyVolatility: 0.01 },
  "^GSPC": { price: 6_453, dailyVolatility: 0.01 },
  RY: { price: 205.23, dailyVolatility: 0.015 },
  TD: { price: 117.15, dailyVolatility: 0.015 },
  BNS: { price: 87.57, dailyVolatility: 0.015 },
  BMO: { price: 174.43, dailyVolatility: 0.015 },
  CM: { price: 116.49, dailyVolatility: 0.015 },
};
