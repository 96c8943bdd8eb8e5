import { collectDefaultMetrics, Registry } from "prom-client";

/** Every series name starts with this, so one Prometheus can tell Tradewire's apart from its neighbours'. */
export const METRICS_PREFIX = "tradewire_";

/**
 * The one registry of a process, made where the process is composed (the app, a worker) and handed to
 * whatever counts: not prom-client's global one, so that tests, and an embedded app running its jobs
 * inline, never see or double-register each other's series. It starts with Node's process series.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX });
  return registry;
}
