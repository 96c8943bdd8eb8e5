import { Gauge, type Registry } from "prom-client";
import { settledWithin } from "@tradewire/core/domain/within";
import { METRICS_PREFIX } from "./create-metrics-registry";

/** A check that has not answered within this counts as down; a scrape must not hang on a dead dependency. */
const CHECK_TIMEOUT_MS = 1_000;

export interface HealthChecks {
  database: () => Promise<unknown>;
  /** Scaled mode only: an embedded process has no Redis, and reports no gauge for it. */
  redis?: () => Promise<unknown>;
}

/** 1 when the check answered within the timeout, 0 when it failed or hung. */
const upGauge = (registry: Registry, name: string, help: string, check: () => Promise<unknown>) =>
  new Gauge({
    name: `${METRICS_PREFIX}${name}`,
    help,
    registers: [registry],
    async collect() {
      this.set((await settledWithin(CHECK_TIMEOUT_MS, check())) ? 1 : 0);
    },
  });

/**
 * `tradewire_database_up` and `tradewire_redis_up`, checked at each scrape (one ping every scrape interval,
 * from this process's own connections): what this process sees, which is what its work depends on.
 */
export function registerHealthGauges(registry: Registry, checks: HealthChecks): void {
  upGauge(registry, "database_up", "Whether this process's database answered a ping (1) or not (0)", checks.database);
  if (checks.redis) upGauge(registry, "redis_up", "Whether this process's Redis answered a ping (1) or not (0)", checks.redis);
}
