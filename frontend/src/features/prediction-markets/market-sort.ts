import type { PredictionEvent } from "@tradewire/core/schemas/markets";

/** The columns a click sorts by (spec section 4); the platform and watchlist columns ignore clicks. */
export const sortKeys = ["question", "volume", "age", "remaining_life", "probability", "probability_change_24h"] as const;
export type SortKey = (typeof sortKeys)[number];
export interface MarketSort {
  key: SortKey;
  direction: "asc" | "desc";
}

/** Spec section 4: volume, largest first. */
export const defaultSort: MarketSort = { key: "volume", direction: "desc" };

/** Spec section 4: the active column toggles its direction; another column starts descending. */
export function nextSort(current: MarketSort, clicked: SortKey): MarketSort {
  if (clicked === current.key) return { key: clicked, direction: current.direction === "desc" ? "asc" : "desc" };
  return { key: clicked, direction: "desc" };
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * The markets in the order asked. A market with no price (or no change yet) sorts last either way, since
 * "unknown" is neither high nor low; ties keep the larger volume first, so the order is stable across refreshes.
 */
export function sortMarkets(markets: readonly PredictionEvent[], { key, direction }: MarketSort): PredictionEvent[] {
  const sign = direction === "asc" ? 1 : -1;
  return [...markets].sort((a, b) => {
    const left = a[key];
    const right = b[key];
    let order = 0;
    if (left === null || right === null) order = left === right ? 0 : left === null ? 1 : -1;
    else order = sign * (typeof left === "string" ? collator.compare(left, right as string) : (left as number) - (right as number));
    return order || b.volume - a.volume || collator.compare(a.id, b.id);
  });
}
