import { worldBanksSchema, worldReportSchema, type WorldRange } from "@tradewire/core/schemas/world";
import { apiRequest } from "../../api/client";
import { ApiError } from "../../api/api-error";
import { withRetries } from "../../api/with-retries";

/** Spec section 8, the World View's one error. */
export const WORLD_FETCH_ERROR = "Failed to fetch market data";

/**
 * Right after the server starts, its first world report is still being built and it answers 503 with
 * Retry-After: 5. That heals by itself, so it is waited out (for about half a minute); nothing else is retried.
 */
const whileFirstBuild = (signal?: AbortSignal) => ({
  retries: 6,
  shouldRetry: (error: unknown) => error instanceof ApiError && error.status === 503,
  delayMs: () => 5_000,
  ...(signal ? { signal } : {}),
});

/** 'G10 Performance': public, no token needed. */
export const fetchWorldReport = (range: WorldRange, signal?: AbortSignal) =>
  withRetries(() => apiRequest(`/report/world?range=${range}`, { schema: worldReportSchema, signal }), whileFirstBuild(signal));

/** The Big Five Banks of Canada: members only. */
export const fetchWorldBanks = (range: WorldRange, signal?: AbortSignal) =>
  withRetries(() => apiRequest(`/api/world/banks?range=${range}`, { schema: worldBanksSchema, signal }), whileFirstBuild(signal));
