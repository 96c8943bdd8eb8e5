import { dashboardWatchlistSchema, marketMoversSchema } from "@tradewire/core/schemas/dashboard";
import { apiRequest } from "../../api/client";
import { ApiError } from "../../api/api-error";

/** Premium only: the server answers a free user 403, so only a premium card calls it. */
export const fetchMarketMovers = (signal?: AbortSignal) => apiRequest("/api/dashboard/movers", { schema: marketMoversSchema, signal });
/** Every plan: the member's own watchlisted markets. */
export const fetchWatchlist = (signal?: AbortSignal) => apiRequest("/api/dashboard/watchlist", { schema: dashboardWatchlistSchema, signal });

/** The card's sentence for a failed load: the server's own when it refused (a plan that just ended), else the fallback. */
export function loadFailureOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 403 ? (error.serverMessage ?? fallback) : fallback;
}
