import type { SourceHealth } from "@tradewire/core";
import type { SourceDelayStats } from "../repositories/source-arrivals";
import type { SourceStateRow } from "../repositories/source-states";

const iso = (date: Date | null) => date?.toISOString() ?? null;
const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 100) / 10);

/**
 * GET /api/sources: one polled source's health and freshness. Healthy means it has answered and its last
 * poll did not fail. `listed` is what the news source list says of it, when it is there.
 */
export function presentSource(
  state: SourceStateRow,
  listed: { name: string; intervalSeconds: number } | undefined,
  delays: SourceDelayStats | undefined,
): SourceHealth {
  return {
    id: state.sourceId,
    healthy: state.consecutiveFailures === 0 && state.lastSuccessAt !== null,
    last_success_at: iso(state.lastSuccessAt),
    last_error_at: iso(state.lastErrorAt),
    last_error: state.lastError,
    consecutive_failures: state.consecutiveFailures,
    items_seen: state.itemsSeen,
    items_new: state.itemsNew,
    next_poll_at: iso(state.nextPollAt),
    name: listed?.name ?? state.sourceId,
    interval_seconds: listed?.intervalSeconds ?? null,
    items_24h: delays?.items ?? 0,
    items_unstamped_24h: delays?.unstamped ?? 0,
    items_backlog_24h: delays?.backlog ?? 0,
    delay_p50_seconds: seconds(delays?.p50Ms ?? null),
    delay_p90_seconds: seconds(delays?.p90Ms ?? null),
  };
}
