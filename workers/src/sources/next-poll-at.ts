import { nextPollDelaySeconds } from "./next-poll-delay-seconds";
import { pollPhaseMs } from "./poll-phase-ms";
import type { SourceDefinition } from "@tradewire/platform";

/** New sources' first polls are spread over this much (or their interval, if shorter), not all at start. */
const FIRST_POLL_SPREAD_MS = 15_000;

/** When a source never polled before is first due: soon after start, at its own offset. */
export function firstPollAt(source: Pick<SourceDefinition, "id" | "intervalSeconds">, now: Date): Date {
  return new Date(now.getTime() + pollPhaseMs(source.id, Math.min(FIRST_POLL_SPREAD_MS, source.intervalSeconds * 1000)));
}

/**
 * When a source is polled next. Healthy, it keeps its own place in its interval (pollPhaseMs): the next
 * instant of that phase at least half an interval ahead, so a late tick or a slow answer does not drift
 * it towards the others. Failing, it backs off (nextPollDelaySeconds, which honours Retry-After).
 */
export function nextPollAt(
  source: Pick<SourceDefinition, "id" | "intervalSeconds">,
  outcome: { consecutiveFailures: number; retryAfterSeconds?: number },
  now: Date,
): Date {
  if (outcome.consecutiveFailures > 0) {
    return new Date(now.getTime() + nextPollDelaySeconds(source, outcome.consecutiveFailures, outcome.retryAfterSeconds) * 1000);
  }
  const periodMs = source.intervalSeconds * 1000;
  const earliest = now.getTime() + periodMs / 2;
  const wait = (((pollPhaseMs(source.id, periodMs) - earliest) % periodMs) + periodMs) % periodMs;
  return new Date(earliest + wait);
}
