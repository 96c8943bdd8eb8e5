import { createTestDatabase, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobDefinition } from "../job-definition";
import { jobDefinitions, jobRegistry } from "../job-registry";
import { jobContextForTest } from "../testing/job-context-for-test";
import { createTestRedis, deleteKeysWithPrefix, startSpareRedisServer } from "@tradewire/platform/testing";
import { createBullmqQueue, createBullmqRunner, QUEUE_NAME } from "./bullmq-runner";
import { JobTimeoutError } from "./job-errors";
import type { JobRunner } from "./job-runner";

const redisUrl = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const scheduled = jobDefinitions.filter((definition) => definition.schedule).map((definition) => definition.name).sort();
const ticksOf = (published: { event: string }[]) => published.filter((entry) => entry.event === "system.tick").length;

async function schedulerIds(queue: Queue) {
  return (await queue.getJobSchedulers()).map((scheduler) => scheduler.key).sort();
}

describe.runIf(redisUrl)("BullMQ runner under Redis faults", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await database?.drop();
  });

  const withRunners = async (
    count: number,
    options: { redis: Redis; prefix: string; scheduleCheckMs?: number; definitions?: readonly JobDefinition[]; closeGraceMs?: number },
    test: (runners: { runner: JobRunner; published: { event: string }[] }[]) => Promise<void>,
  ) => {
    const runners = await Promise.all(
      Array.from({ length: count }, async () => {
        const { context, published } = await jobContextForTest(database, { REDIS_URL: redisUrl!, HEARTBEAT_INTERVAL_MS: "250" });
        const runner = createBullmqRunner({
          context,
          definitions: options.definitions ?? jobDefinitions,
          redis: options.redis.duplicate({ maxRetriesPerRequest: null }),
          prefix: options.prefix,
          ...(options.scheduleCheckMs ? { scheduleCheckMs: options.scheduleCheckMs } : {}),
          ...(options.closeGraceMs ? { closeGraceMs: options.closeGraceMs } : {}),
        });
        return { runner, published };
      }),
    );
    try {
      await test(runners);
    } finally {
      for (const { runner } of runners) await runner.close();
    }
  };

  it("schedules its recurring jobs again within its check interval when Redis lost every key", async () => {
    const test = await createTestRedis(redisUrl!);
    const queue = new Queue(QUEUE_NAME, { connection: test.redis, prefix: test.prefix });
    try {
      await withRunners(1, { redis: test.redis, prefix: test.prefix, scheduleCheckMs: 500 }, async ([only]) => {
        const { runner, published } = only!;
        await runner.start();
        await expect.poll(() => ticksOf(published), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
        expect(await schedulerIds(queue)).toEqual(scheduled);

        await deleteKeysWithPrefix(test.redis, test.prefix);
        const lost = ticksOf(published);
        const emptied = performance.now();
        await expect.poll(() => ticksOf(published), { timeout: 5_000, interval: 50 }).toBeGreaterThanOrEqual(lost + 3);
        expect(performance.now() - emptied).toBeLessThan(5_000);
        expect(await schedulerIds(queue)).toEqual(scheduled);
      });
    } finally {
      await queue.close();
      await test.cleanup();
    }
  });

  it("leaves one schedule per recurring job when two workers restore them at once: nothing runs twice as often", async () => {
    const test = await createTestRedis(redisUrl!);
    const queue = new Queue(QUEUE_NAME, { connection: test.redis, prefix: test.prefix });
    try {
      await withRunners(2, { redis: test.redis, prefix: test.prefix, scheduleCheckMs: 300 }, async (runners) => {
        for (const { runner } of runners) await runner.start();
        const ticks = () => runners.reduce((sum, { published }) => sum + ticksOf(published), 0);
        await expect.poll(ticks, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

        await deleteKeysWithPrefix(test.redis, test.prefix);
        await expect.poll(() => schedulerIds(queue), { timeout: 5_000, interval: 50 }).toEqual(scheduled);
        // One next job per scheduler, whichever worker made it.
        const pending = await queue.getJobs(["delayed", "wait", "prioritized"]);
        const perScheduler = new Map<string, number>();
        for (const job of pending) if (job.repeatJobKey) perScheduler.set(job.repeatJobKey, (perScheduler.get(job.repeatJobKey) ?? 0) + 1);
        expect(Math.max(...perScheduler.values())).toBe(1);
        // The heartbeat keeps its 250 ms: about 12 ticks in 3 s, not twice as many.
        const before = ticks();
        await sleep(3_000);
        expect(ticks() - before).toBeGreaterThanOrEqual(6);
        expect(ticks() - before).toBeLessThanOrEqual(16);
      });
    } finally {
      await queue.close();
      await test.cleanup();
    }
  });

  it("schedules its recurring jobs again as soon as its Redis restarts empty, on the reconnection", async () => {
    const server = await startSpareRedisServer();
    const redis = new Redis(server.url, { maxRetriesPerRequest: null });
    redis.on("error", () => {});
    try {
      // No periodic check within the test: only the reconnection can bring the schedules back.
      await withRunners(1, { redis, prefix: "tradewire-restart", scheduleCheckMs: 600_000 }, async ([only]) => {
        const { runner, published } = only!;
        await runner.start();
        await expect.poll(() => ticksOf(published), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
        await server.kill();
        await sleep(500);
        await server.restart();
        const lost = ticksOf(published);
        await expect.poll(() => ticksOf(published), { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(lost + 3);
      });
    } finally {
      redis.disconnect();
      await server.stop();
    }
  });

  it("hands a job that outlives its grace back to the queue when it stops, so another worker runs it at once", async () => {
    const test = await createTestRedis(redisUrl!);
    const attempts: number[] = [];
    const stuck: JobDefinition<"build-report"> = {
      ...jobRegistry["build-report"],
      attempts: 1,
      timeoutMs: 60_000,
      handler: async (_payload, _context, { attempt }) => {
        attempts.push(attempt);
        // The first run hangs (a slow source); the one that takes over finishes.
        if (attempts.length === 1) await new Promise(() => {});
      },
    };
    const definitions = jobDefinitions.filter((definition) => !definition.schedule).map((definition) => (definition.name === "build-report" ? (stuck as JobDefinition) : definition));
    try {
      await withRunners(1, { redis: test.redis, prefix: test.prefix, definitions, closeGraceMs: 300 }, async ([first]) => {
        await first!.runner.start();
        await first!.runner.enqueue("build-report", { articleId: 9 });
        await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(1);
        await withRunners(1, { redis: test.redis, prefix: test.prefix, definitions }, async ([second]) => {
          await second!.runner.start();
          const stopping = performance.now();
          await first!.runner.close();
          expect(performance.now() - stopping).toBeLessThan(2_000);
          // Taken over at once, not after the lock expires (30 s): a release, not a stall.
          await expect.poll(() => attempts.length, { timeout: 3_000, interval: 50 }).toBe(2);
          expect(attempts).toEqual([1, 1]);
        });
      });
    } finally {
      await test.cleanup();
    }
  });

  it("stops within its grace while Redis is down, instead of waiting for it", async () => {
    const server = await startSpareRedisServer();
    const redis = new Redis(server.url, { maxRetriesPerRequest: null });
    redis.on("error", () => {});
    try {
      await withRunners(1, { redis, prefix: "tradewire-stop", scheduleCheckMs: 200, closeGraceMs: 500 }, async ([only]) => {
        const { runner, published } = only!;
        await runner.start();
        await expect.poll(() => ticksOf(published), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
        await server.kill();
        // Let a schedule check start and hang on the missing Redis.
        await sleep(500);
        const stopping = performance.now();
        await runner.close();
        expect(performance.now() - stopping).toBeLessThan(3_000);
      });
    } finally {
      redis.disconnect();
      await server.stop();
    }
  });

  it("gives up a job it waits for within the caller's limit while Redis is down, instead of hanging", async () => {
    const server = await startSpareRedisServer();
    const redis = new Redis(server.url, { maxRetriesPerRequest: null });
    redis.on("error", () => {});
    const queue = createBullmqQueue({ definitions: jobDefinitions, redis, prefix: "tradewire-down" });
    queue.queue.on("error", () => {});
    try {
      await server.kill();
      const started = performance.now();
      await expect(queue.run("publish-heartbeat", {}, { timeoutMs: 500 })).rejects.toBeInstanceOf(JobTimeoutError);
      expect(performance.now() - started).toBeLessThan(1_500);
    } finally {
      await Promise.race([queue.close(), sleep(500)]);
      redis.disconnect();
      await server.stop();
    }
  });
});
