import { parseEvent, type EventName, type JobName, type JobRequest, type Publish } from "@tradewire/core";
import { loadConfig } from "@tradewire/core/schemas/config";
import type { DatabaseHandle } from "@tradewire/db";
import { pino } from "pino";
import { Registry } from "prom-client";
import { ensureTickerDictionary } from "../classification/ensure-ticker-dictionary";
import type { JobContext } from "../job-context";
import { newsServicesOf } from "../news/news-services";
import { createWorkerMetrics } from "../worker-metrics";

export interface PublishedEvent {
  event: EventName;
  payload: unknown;
}

/**
 * A real job context over a real database whose publish records the events it is given (checked
 * against their contracts, as the event bus does) and whose queue records the jobs it is asked for
 * (`enqueued` their names, `queued` the queued ones with their payloads).
 */
export async function jobContextForTest(database: DatabaseHandle, env: Record<string, string> = {}) {
  await ensureTickerDictionary(database.db);
  const published: PublishedEvent[] = [];
  const enqueued: JobName[] = [];
  const queued: JobRequest[] = [];
  /** Where the context's job metrics are registered, for a test that reads them. */
  const metrics = new Registry();
  const publish: Publish = async (event, payload) => {
    published.push({ event, payload: parseEvent(event, payload) });
  };
  const context: JobContext = {
    config: loadConfig({ LOG_LEVEL: "silent", SOURCES: "off", ...env }),
    database,
    logger: pino({ level: "silent" }),
    publish,
    metrics: createWorkerMetrics(metrics),
    jobs: {
      kind: "inline",
      enqueue: async (name, payload) => {
        enqueued.push(name);
        queued.push({ name, payload } as JobRequest);
      },
      enqueueMany: async (jobs) => {
        enqueued.push(...jobs.map((job) => job.name));
        queued.push(...jobs);
      },
      run: async (name) => {
        enqueued.push(name);
      },
    },
  };
  return { context, published, enqueued, queued, metrics, news: newsServicesOf(context) };
}
