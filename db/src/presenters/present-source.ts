import type { SourceHealth } from "@tradewire/core";
import type { SourceStateRow } from "../repositories/source-states";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** GET /api/sources: one polled source's health. Healthy means it has answered and its last poll did not fail. */
export function presentSource(state: SourceStateRow): SourceHealth {
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
  };
}
