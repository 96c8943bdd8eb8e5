import { useEffect, useState } from "react";
import { articleMarketMovesSchema, type ArticleMarketMove } from "@tradewire/core/schemas/markets";
import { apiRequest } from "../../api/client";

/** A reader running through stories with j and k asks for the one they stop at, not for each they pass. */
const SETTLE_MS = 200;

/**
 * A story's markets with their probability now and when the story broke, asked when the story is shown (a member's
 * only: a visitor's copy hides its markets). Null until the answer, or when it cannot be had: the chips stand alone.
 */
export function useMarketMoves(articleId: string, enabled: boolean): readonly ArticleMarketMove[] | null {
  const [moves, setMoves] = useState<{ articleId: string; markets: readonly ArticleMarketMove[] } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiRequest(`/api/articles/${encodeURIComponent(articleId)}/market-moves`, { schema: articleMarketMovesSchema, signal: controller.signal })
        .then(({ markets }) => setMoves({ articleId, markets }))
        .catch(() => {
          // The probabilities are extra: without them the pane shows the markets' chips, as the feed does.
        });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [articleId, enabled]);
  return moves?.articleId === articleId ? moves.markets : null;
}
