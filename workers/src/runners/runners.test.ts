import { loadConfig, type EventName, type Publish } from "@tradewire/core";
import { openDatabase, type DatabaseHandle } from "@tradewire/db";
import { Queue } from "bullmq";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobContext } from "../create-job-context";
import type { JobContext } from "../job-context";
import { jobDefinitions } from "../job-registry";
import { idleJobQueue } from "../testing/idle-job-queue";
import { createTestRedis } from "../testing/test-redis";
import { createBullmqRunner, QUEUE_NAME } from "./bullmq-runner";
import { createInlineRunner } from "./inline-runner";
import type { JobRunner } from "./job-runner";

const redisUrl = process.env.TEST_REDIS_URL;

/** A context whose publish records events and resolves waiters, so a test can await the Nth one. */
async function recordingContext(database: DatabaseHandle, env: Record<string, string>) {
  const events: { event: EventName; payload: unknown }[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const publish: Publish = async (event, payload) => {
    events.push({ event, payload });
    for (const waiter of waiters) if (events.length >= waiter.count) waiter.resolve();
  };
  const context: JobContext = await createJobContext({
    config: loadConfig({ LOG_LEVEL: "silent", SOURCES: "off", ...env }),
    database,
    logger: pino({ level: "silent" }),
    publish: () => publish,
    jobs: () => idleJobQueue,
  });
  const received = (count: number) =>
    new Promise<void>((resolve) => (events.length >= count ? resolve() : waiters.push({ count, resolve })));
  return { context, events, received };
}

describe("job runners", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
  });

  const behavesAsAJobRunner = (make: (context: JobContext) => Promise<{ runner: JobRunner; after?: () => Promise<void> }>, env: Record<string, string>, kind: string) => {
    it(`runs an enqueued job through its handler (${kind})`, async () => {
      const { context, events, received } = await recordingContext(database, env);
      const { runner, after } = await make(context);
      try {
        await runner.enqueue("publish-heartbeat", {});
        await runner.start();
        await received(2);
        expect(events[0]).toMatchObject({ event: "system.tick", payload: { jobs: kind } });
        expect(Date.parse((events[0]!.payload as { at: string }).at)).toBeGreaterThan(Date.now() - 60_000);
      } finally {
        await runner.close();
        await after?.();
      }
    });

    it(`refuses to enqueue a payload that breaks the job's contract (${kind})`, async () => {
      const { context } = await recordingContext(database, env);
      const { runner, after } = await make(context);
      try {
        await expect(runner.enqueue("publish-heartbeat", "not an object" as never)).rejects.toThrow();
        await expect(runner.enqueue("no-such-job" as never, {} as never)).rejects.toThrow(/Unknown job 'no-such-job'/);
      } finally {
        await runner.close();
        await after?.();
      }
    });

    it(`repeats recurring jobs on their schedule (${kind})`, async () => {
      const { context, events, received } = await recordingContext(database, { ...env, HEARTBEAT_INTERVAL_MS: "150" });
      const { runner, after } = await make(context);
      try {
        await runner.start();
        await received(3);
        expect(events.every((entry) => entry.event === "system.tick")).toBe(true);
      } finally {
        await runner.close();
        await after?.();
      }
    });
  };

  describe("inline", () => {
    behavesAsAJobRunner(async (context) => ({ runner: createInlineRunner({ context, definitions: jobDefinitions }) }), {}, "inline");
  });

  describe.runIf(redisUrl)("BullMQ on Redis", () => {
    behavesAsAJobRunner(
      async (context) => {
        const test = await createTestRedis(redisUrl!);
        const runner = createBullmqRunner({ context, definitions: jobDefinitions, redis: test.redis, prefix: test.prefix });
        return { runner, after: test.cleanup };
      },
      { REDIS_URL: redisUrl ?? "redis://unset" },
      "bullmq",
    );

    it("fails a job whose stored payload no longer matches its schema, without running the handler", async () => {
      const test = await createTestRedis(redisUrl!);
      const { context, events } = await recordingContext(database, { REDIS_URL: redisUrl! });
      const runner = createBullmqRunner({ context, definitions: jobDefinitions, redis: test.redis, prefix: test.prefix });
      const queue = new Queue(QUEUE_NAME, { connection: test.redis, prefix: test.prefix });
      try {
        const job = await queue.add("publish-heartbeat", ["stale", "shape"], { attempts: 1 });
        await runner.start();
        await expect.poll(async () => (await queue.getJob(job.id!))?.failedReason, { timeout: 10_000 }).toMatch(/expected object/i);
        expect(events.filter((entry) => entry.event === "system.tick")).toHaveLength(1);
      } finally {
        await queue.close();
        await runner.close();
        await test.cleanup();
      }
    });
  });
});
