import type { Backoff } from "../job-definition";
import { RetryLaterError } from "./job-errors";

/**
 * The wait before the next attempt, after `failedAttempts` failures (1 after the first). A handler's
 * RetryLaterError names its own wait (a Telegram 429's retry_after); otherwise the job's backoff decides.
 */
export function retryDelayMs(backoff: Backoff, failedAttempts: number, error?: unknown): number {
  if (error instanceof RetryLaterError) return Math.max(0, error.delayMs);
  const retry = Math.max(1, failedAttempts);
  switch (backoff.type) {
    case "fixed":
      return backoff.delayMs;
    case "exponential":
      return backoff.delayMs * 2 ** (retry - 1);
    case "list":
      return backoff.delaysMs[Math.min(retry, backoff.delaysMs.length) - 1] ?? 0;
  }
}
