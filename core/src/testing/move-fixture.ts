import type { Move } from "../schemas/moves";

/** A stored stock move as GET /api/moves gives it: NVDA 5% down in 5 minutes, with the story naming it. */
export const stockMove: Move = {
  move_id: "1",
  kind: "stock",
  ticker: "NVDA",
  company: "NVIDIA Corporation",
  market_id: null,
  question: null,
  starts_at: "2026-11-23T15:05:00.000Z",
  ends_at: "2026-11-23T15:10:00.000Z",
  detected_at: "2026-11-23T15:11:00.000Z",
  from: 100,
  to: 96,
  abnormal_return: -0.038,
  benchmark: "SPY",
  z_score: -19,
  points: null,
  prices: "replay",
  stories: [
    {
      id: "7",
      title: "Nvidia slides on export curbs",
      url: "https://example.com/nvidia",
      source: "reuters",
      impact: "high",
      date_published: "2026-11-23T14:50:00.000Z",
      score: 4.4,
      evidence: [{ kind: "named", detail: "names NVDA" }],
    },
  ],
};
/** A market's jump of 7 points, with no story to explain it. */
export const marketMove: Move = {
  ...stockMove,
  move_id: "2",
  kind: "market",
  ticker: null,
  company: null,
  market_id: "42",
  question: "Will Iran close the Strait of Hormuz in 2026?",
  ends_at: "2026-11-23T15:20:00.000Z",
  starts_at: "2026-11-23T14:55:00.000Z",
  from: 0.4,
  to: 0.47,
  abnormal_return: null,
  benchmark: null,
  z_score: null,
  points: 7,
  stories: [],
};
