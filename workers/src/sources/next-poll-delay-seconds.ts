import type { SourceDefinition } from "@tradewire/platform";

const MAX_BACKOFF_SECONDS = 3_600;
const JITTER = 0.1;

/**
 * Seconds until a source is polled again: its interval while healthy; after failures the interval
 * doubles per failure up to an hour, jittered by ±10% so sources that failed together (a network
 * blip) do not retry in lockstep. Never sooner than the server's Retry-After.
 */
export function nextPollDelaySeconds(
  source: Pick<SourceDefinition, "intervalSeconds">,
  consecutiveFailures: number,
  retryAfterSeconds?: number,
): number {
  const failures = Number.isFinite(consecutiveFailures) ? Math.max(0, Math.floor(consecutiveFailures)) : 0;
  // A source polled less often than hourly must not be polled more often because it is failing.
  const cap = Math.max(MAX_BACKOFF_SECONDS, source.intervalSeconds);
  const delay = failures === 0
    ? source.intervalSeconds
    : Math.min(cap, Math.min(cap, source.intervalSeconds * 2 ** failures) * (1 + (Math.random() * 2 - 1) * JITTER));
  return Math.max(Math.round(delay), Math.ceil(retryAfterSeconds ?? 0));
}
