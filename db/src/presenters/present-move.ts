import type { Move } from "@tradewire/core";
import type { StoredMove } from "../repositories/moves";
import { presentHeadline } from "./present-headline";

/** A move on the wire: GET /api/moves and the move.detected push. */
export function presentMove(move: StoredMove): Move {
  const market = move.kind === "market";
  return {
    move_id: String(move.id),
    kind: move.kind,
    ticker: move.symbol,
    company: move.company,
    market_id: move.marketId === null ? null : String(move.marketId),
    question: move.question,
    starts_at: move.startsAt.toISOString(),
    ends_at: move.endsAt.toISOString(),
    detected_at: move.detectedAt.toISOString(),
    from: move.fromValue,
    to: move.toValue,
    abnormal_return: move.abnormalReturn,
    benchmark: move.benchmark,
    z_score: move.zScore,
    points: market ? Math.round((move.toValue - move.fromValue) * 10_000) / 100 : null,
    prices: move.priceSource,
    stories: move.stories.map((story) => ({ id: String(story.id), ...presentHeadline(story), score: story.score, evidence: story.evidence })),
  };
}
