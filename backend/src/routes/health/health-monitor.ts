import { settledWithin } from "@tradewire/core/domain/within";

export interface HealthMonitor {
  /** Whether every dependency answered its latest check. */
  healthy(): boolean;
  close(): void;
}

/** A check starts this long after the previous one ended... */
export const HEALTH_CHECK_EVERY_MS = 2_000;
/** ...and fails if it has not answered within this; a failure shows within their sum (3 s). */
export const HEALTH_CHECK_TIMEOUT_MS = 1_000;

/**
 * Checks the database (and Redis in scaled mode) in the background, so GET /healthz answers from the
 * latest check instead of costing a database round trip per call: a load balancer polling every node
 * must not load the database. Answers once the first check is done, so the first answer is a real one.
 */
export async function watchHealth(checks: readonly (() => Promise<unknown>)[]): Promise<HealthMonitor> {
  let healthy = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const run = async () => {
    const results = await Promise.all(checks.map((check) => settledWithin(HEALTH_CHECK_TIMEOUT_MS, check())));
    healthy = results.every(Boolean);
    if (!closed) timer = setTimeout(run, HEALTH_CHECK_EVERY_MS).unref();
  };
  await run();
  return {
    healthy: () => healthy,
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
