import { within } from "@tradewire/core/domain/within";
import { METRICS_PREFIX } from "@tradewire/platform";
import type { Queue } from "bullmq";
import { Counter, Gauge, Histogram, type Registry } from "prom-client";

/** The queue states whose sizes are reported: what waits, runs, waits out a delay or a retry, and what failed for good. */
const QUEUE_STATES = ["waiting", "active", "delayed", "prioritized", "failed"] as const;
/** A scrape reports no queue depth rather than wait for a Redis that does not answer. */
const QUEUE_COUNT_TIMEOUT_MS = 1_000;

/** From a second (a push) to an hour (a source's backlog, a delivery's last retry). */
const DELAY_BUCKETS_SECONDS = [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900, 1_800, 3_600];
const JOB_BUCKETS_SECONDS = [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** What jobs count, registered once per job system in the process's registry; every job reaches it through its context. */
export interface WorkerMetrics {
  jobDuration: Histogram<"job">;
  jobAttempts: Counter<"job">;
  jobFailures: Counter<"job">;
  deliveries: Counter<"channel" | "outcome">;
  deliveryDelay: Histogram<"channel">;
  alertMatches: Counter<"item">;
  sourcePollFailures: Counter<"source">;
  sourceDelay: Histogram<"source">;
  /** Reports this BullMQ queue's job counts by state at each scrape (`tradewire_queue_jobs`). */
  watchQueue(queue: Queue): void;
}

export function createWorkerMetrics(registry: Registry): WorkerMetrics {
  const registers = [registry];
  const name = (suffix: string) => `${METRICS_PREFIX}${suffix}`;
  const queues = new Set<Queue>();
  new Gauge({
    name: name("queue_jobs"),
    help: "Jobs in the BullMQ queue by state (read from Redis at each scrape)",
    labelNames: ["queue", "state"] as const,
    registers,
    async collect() {
      for (const queue of queues) {
        const counts = await within(QUEUE_COUNT_TIMEOUT_MS, () => new Error("Redis did not answer"), queue.getJobCounts(...QUEUE_STATES)).catch(() => undefined);
        if (!counts) continue;
        for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
      }
    },
  });
  return {
    jobDuration: new Histogram({ name: name("job_duration_seconds"), help: "Run time of one attempt of a job, by job", labelNames: ["job"], buckets: JOB_BUCKETS_SECONDS, registers }),
    jobAttempts: new Counter({ name: name("job_attempts_total"), help: "Attempts started, by job (a retry is another attempt)", labelNames: ["job"], registers }),
    jobFailures: new Counter({ name: name("job_failures_total"), help: "Attempts that failed (threw or timed out), by job", labelNames: ["job"], registers }),
    deliveries: new Counter({
      name: name("deliveries_total"),
      help: "Delivery attempts by channel type and outcome (sent, retrying, failed, dead)",
      labelNames: ["channel", "outcome"],
      registers,
    }),
    deliveryDelay: new Histogram({
      name: name("delivery_delay_seconds"),
      help: "From the story's (or the market change's) arrival to its alert's successful send, by channel type",
      labelNames: ["channel"],
      buckets: DELAY_BUCKETS_SECONDS,
      registers,
    }),
    alertMatches: new Counter({ name: name("alert_matches_total"), help: "Alerts that fired and queued a new delivery, by kind of item", labelNames: ["item"], registers }),
    sourcePollFailures: new Counter({ name: name("source_poll_failures_total"), help: "Failed polls of a news source, by source", labelNames: ["source"], registers }),
    sourceDelay: new Histogram({
      name: name("source_delay_seconds"),
      help: "From a new story's publication to its arrival, by source (stories of a catch-up poll are not measured)",
      labelNames: ["source"],
      buckets: DELAY_BUCKETS_SECONDS,
      registers,
    }),
    watchQueue: (queue) => void queues.add(queue),
  };
}
