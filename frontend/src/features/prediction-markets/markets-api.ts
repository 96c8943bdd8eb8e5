import { marketPriceHistoriesSchema, predictionEventsSchema, watchlistToggledSchema } from "@tradewire/core/schemas/markets";
import { apiRequest } from "../../api/client";
import { ApiError } from "../../api/api-error";
import { ApiFormatError } from "../../api/api-format-error";

export const fetchPredictionEvents = (signal?: AbortSignal) => apiRequest("/api/prediction/events", { schema: predictionEventsSchema, signal });

export const fetchPriceHistories = (ids: readonly string[], hours: number, signal?: AbortSignal) =>
  apiRequest(`/api/prediction/markets?ids=${ids.join(",")}&hours=${hours}`, { schema: marketPriceHistoriesSchema, signal });

export const toggleWatchlist = (id: string) => apiRequest(`/api/prediction-markets/${id}/watchlist`, { method: "POST", schema: watchlistToggledSchema });

/** Spec section 8, for the Prediction Markets page. */
export const marketsErrors = {
  authRequired: "Authentication required. Please log in to access prediction markets.",
  loadFailed: "Failed to load prediction markets data",
  formatUnexpected: "Data format unexpected",
} as const;

/** The sentence spec section 8 gives for a failed load. */
export function marketsErrorOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return marketsErrors.authRequired;
  if (error instanceof ApiFormatError) return marketsErrors.formatUnexpected;
  return marketsErrors.loadFailed;
}
