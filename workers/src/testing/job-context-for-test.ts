import { loadConfig, type EventName, type Publish } from "@tradewire/core";
import type { DatabaseHandle } from "@tradewire/db";
import { pino } from "pino";
import { createJobContext } from "../create-job-context";

export interface PublishedEvent {
  event: EventName;
  payload: unknown;
}

/** A real job context whose publish records what it pushes; everything else is the production wiring. */
export async function jobContextForTest(database: DatabaseHandle, env: Record<string, string> = {}) {
  const published: PublishedEvent[] = [];
  const enqueued: string[] = [];
  const publish: Publish = async (event, payload) => {
    published.push({ event, payload });
  };
  const context = await createJobContext({
    config: loadConfig({ LOG_LEVEL: "silent", SOURCES: "off", ...env }),
    database,
    logger: pino({ level: "silent" }),
    publish: () => publish,
    jobs: () => ({
      kind: "inline",
      enqueue: async (name) => {
        enqueued.push(name);
      },
      run: async (name) => {
        enqueued.push(name);
      },
    }),
  });
  return { context, published, enqueued };
}
