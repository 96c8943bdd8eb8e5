import type { Article, EmittedEvent } from "@tradewire/core";
import { createTestDatabase, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { Queue } from "bullmq";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobSystem } from "../create-job-system";
import { defineProcessor } from "../events/processor-definition";
import type { JobContext } from "../job-context";
import type { JobDefinition } from "../job-definition";
import { jobDefinitions, jobRegistry } from "../job-registry";
import { newsServicesOf } from "../news/news-services";
import { jobContextForTest } from "../testing/job-context-for-test";
import { createTestRedis } from "@tradewire/platform/testing";
import { createBullmqRunner, QUEUE_NAME } from "./bullmq-runner";
import { createInlineRunner } from "./inline-runner";
import { PermanentJobError, RetryLaterError } from "./job-errors";
import type { JobRunner } from "./job-runner";

const redisUrl = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A probe under a real job's name and payload: it records each attempt and does what the test says. */
function probe(behaviour: (attempt: number, signal: AbortSignal) => Promise<void>, policy: Partial<JobDefinition<"build-report">> = {}) {
  const attempts: { attempt: number; at: number; articleId: number }[] = [];
  const definition: JobDefinition<"build-report"> = {
    ...jobRegistry["build-report"],
    attempts: 1,
    backoff: { type: "fixed", delayMs: 10 },
    timeoutMs: 5_000,
    ...policy,
    handler: async ({ articleId }, _context, { attempt, signal }) => {
      attempts.push({ attempt, at: performance.now(), articleId });
      await behaviour(attempt, signal);
    },
  };
  const definitions = jobDefinitions.map((candidate) => (candidate.name === "build-report" ? (definition as JobDefinition) : candidate));
  return { definitions, attempts };
}

type MakeRunner = (context: JobContext, definitions: readonly JobDefinition[]) => Promise<{ runner: JobRunner; cleanup?: () => Promise<void> }>;

describe("job runners", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** The same suite on both runners: what a job's definition promises holds whichever runs it. */
  const behavesAsAJobRunner = (make: MakeRunner, env: Record<string, string>, kind: string) => {
    const withRunner = async (
      definitions: readonly JobDefinition[],
      test: (runner: JobRunner, recorded: Awaited<ReturnType<typeof jobContextForTest>>) => Promise<void>,
      extraEnv: Record<string, string> = {},
    ) => {
      const recorded = await jobContextForTest(database, { ...env, ...extraEnv });
      const { runner, cleanup } = await make(recorded.context, definitions);
      try {
        await test(runner, recorded);
      } finally {
        await runner.close();
        await cleanup?.();
      }
    };

    it(`runs an enqueued job through its handler (${kind})`, async () => {
      await withRunner(jobDefinitions, async (runner, { published }) => {
        await runner.start();
        await runner.enqueue("publish-heartbeat", {});
        await expect.poll(() => published.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
        expect(published[0]).toMatchObject({ event: "system.tick", payload: { jobs: kind } });
        expect(Date.parse((published[0]!.payload as { at: string }).at)).toBeGreaterThan(Date.now() - 60_000);
      });
    });

    it(`counts each attempt, failure and run time of a job by its name (${kind})`, async () => {
      const { definitions, attempts } = probe(
        async (attempt) => {
          await sleep(20);
          if (attempt === 1) throw new Error("flaky");
        },
        { attempts: 2 },
      );
      await withRunner(definitions, async (runner, { metrics }) => {
        await runner.start();
        await runner.enqueue("build-report", { articleId: 8 });
        await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(2);
        /** A series of the build-report job, read from the registry's Prometheus text. */
        const valueOf = async (series: string) =>
          Number(new RegExp(`^${series}\\{job="build-report"\\} (\\S+)$`, "m").exec(await metrics.metrics())?.[1]);
        await expect.poll(() => valueOf("tradewire_job_duration_seconds_count"), { timeout: 5_000 }).toBe(2);
        expect(await valueOf("tradewire_job_duration_seconds_sum")).toBeGreaterThanOrEqual(0.03);
        expect(await valueOf("tradewire_job_attempts_total")).toBe(2);
        expect(await valueOf("tradewire_job_failures_total")).toBe(1);
        const scrape = await metrics.metrics();
        expect(scrape).toMatch(/^tradewire_job_duration_seconds_bucket\{le="\+Inf",job="build-report"\} 2$/m);
        if (kind === "bullmq") expect(scrape).toMatch(/^tradewire_queue_jobs\{queue="jobs",state="waiting"\} \d+$/m);
      });
    });

    it(`refuses to enqueue a payload that breaks the job's contract (${kind})`, async () => {
      await withRunner(jobDefinitions, async (runner) => {
        await expect(runner.enqueue("build-report", { articleId: -1 })).rejects.toThrow(/articleId/);
        await expect(runner.enqueue("no-such-job" as never, {} as never)).rejects.toThrow(/Unknown job 'no-such-job'/);
      });
    });

    it(`repeats recurring jobs on their schedule (${kind})`, async () => {
      await withRunner(
        jobDefinitions,
        async (runner, { published }) => {
          await runner.start();
          await expect.poll(() => published.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
          expect(published.every((entry) => entry.event === "system.tick")).toBe(true);
        },
        { HEARTBEAT_INTERVAL_MS: "150" },
      );
    });

    it(`retries a failing job after each delay of its backoff list, until it succeeds (${kind})`, async () => {
      const { definitions, attempts } = probe(
        async (attempt) => {
          if (attempt < 3) throw new Error(`flaky ${attempt}`);
        },
        { attempts: 5, backoff: { type: "list", delaysMs: [200, 400] } },
      );
      await withRunner(definitions, async (runner) => {
        await runner.start();
        await runner.enqueue("build-report", { articleId: 7 });
        await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(3);
        await sleep(300);
        expect(attempts.map((entry) => entry.attempt)).toEqual([1, 2, 3]);
        expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(190);
        expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(390);
      });
    });

    it(`stops after the job's attempts, and at once on a permanent failure (${kind})`, async () => {
      const failing = probe(
        async (attempt) => {
          throw attempt === 1 ? new Error("transient") : new Error("still failing");
        },
        { attempts: 2 },
      );
      await withRunner(failing.definitions, async (runner) => {
        await runner.start();
        await runner.enqueue("build-report", { articleId: 1 });
        await expect.poll(() => failing.attempts.length, { timeout: 10_000 }).toBe(2);
        await sleep(300);
        expect(failing.attempts).toHaveLength(2);
      });

      const permanent = probe(
        async () => {
          throw new PermanentJobError("the article is gone");
        },
        { attempts: 5 },
      );
      await withRunner(permanent.definitions, async (runner) => {
        await runner.start();
        await runner.enqueue("build-report", { articleId: 2 });
        await expect.poll(() => permanent.attempts.length, { timeout: 10_000 }).toBe(1);
        await sleep(300);
        expect(permanent.attempts).toHaveLength(1);
      });
    });

    it(`fails an attempt that outlives its timeout, aborting its signal, and retries it (${kind})`, async () => {
      const aborted: boolean[] = [];
      const { definitions, attempts } = probe(
        async (attempt, signal) => {
          if (attempt > 1) return;
          await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve()));
          aborted.push(signal.aborted);
        },
        { attempts: 2, timeoutMs: 150 },
      );
      await withRunner(definitions, async (runner) => {
        await runner.start();
        await runner.enqueue("build-report", { articleId: 3 });
        await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(2);
        expect(aborted).toEqual([true]);
        expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(140);
      });
    });

    it(`waits the delay a handler asks for (a 429's Retry-After) instead of the backoff (${kind})`, async () => {
      const { definitions, attempts } = probe(
        async (attempt) => {
          if (attempt === 1) throw new RetryLaterError("rate limited", 500);
        },
        { attempts: 3, backoff: { type: "fixed", delayMs: 10 } },
      );
      await withRunner(definitions, async (runner) => {
        await runner.start();
        await runner.enqueue("build-report", { articleId: 4 });
        await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(2);
        expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(490);
      });
    });

    it(`adds a job once while one with the same deduplication key waits or runs, and again after it (${kind})`, async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const { definitions, attempts } = probe(() => gate);
      await withRunner(definitions, async (runner) => {
        await runner.start();
        await runner.enqueue("build-report", { articleId: 5 });
        await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(1);
        await runner.enqueue("build-report", { articleId: 5 });
        await runner.enqueueMany([{ name: "build-report", payload: { articleId: 5 } }, { name: "build-report", payload: { articleId: 6 } }]);
        release();
        await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(2);
        await sleep(300);
        expect(attempts.map((entry) => entry.articleId)).toEqual([5, 6]);
        await runner.enqueue("build-report", { articleId: 5 });
        await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(3);
      });
    });
  };

  describe("inline", () => {
    behavesAsAJobRunner(async (context, definitions) => ({ runner: createInlineRunner({ context, definitions }) }), {}, "inline");
  });

  describe.runIf(redisUrl)("BullMQ on Redis", () => {
    behavesAsAJobRunner(
      async (context, definitions) => {
        const test = await createTestRedis(redisUrl!);
        const runner = createBullmqRunner({ context, definitions, redis: test.redis, prefix: test.prefix });
        return { runner, cleanup: test.cleanup };
      },
      { REDIS_URL: redisUrl ?? "redis://unset" },
      "bullmq",
    );

    it("fails a job whose stored payload no longer matches its schema, without retrying or running the handler", async () => {
      const test = await createTestRedis(redisUrl!);
      const { context, published } = await jobContextForTest(database, { REDIS_URL: redisUrl! });
      const runner = createBullmqRunner({ context, definitions: jobDefinitions, redis: test.redis, prefix: test.prefix });
      const queue = new Queue(QUEUE_NAME, { connection: test.redis, prefix: test.prefix });
      try {
        const job = await queue.add("publish-heartbeat", ["stale", "shape"], { attempts: 5 });
        await runner.start();
        await expect.poll(async () => (await queue.getJob(job.id!))?.failedReason, { timeout: 10_000 }).toMatch(/expected object/i);
        expect((await queue.getJob(job.id!))?.attemptsMade).toBe(1);
        expect(published.filter((entry) => entry.event === "system.tick")).toHaveLength(1);
      } finally {
        await queue.close();
        await runner.close();
        await test.cleanup();
      }
    });
  });
});

describe("domain events", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    await jobContextForTest(database);
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** Several job systems over one queue: with Redis, two workers (as two processes would be); inline, one. */
  const eventPath = async (systems: number, redis?: Awaited<ReturnType<typeof createTestRedis>>) => {
    const received: { processor: string; article: Article }[] = [];
    const pushed: EmittedEvent[] = [];
    const batches: number[] = [];
    const recordTo = (processor: string) =>
      defineProcessor("article.created", {
        name: processor,
        handle: async (article) => {
          received.push({ processor, article });
        },
      });
    const processors = [recordTo("first-test-processor"), recordTo("second-test-processor")];
    const built = await Promise.all(
      Array.from({ length: systems }, async () =>
        createJobSystem({
          config: (await jobContextForTest(database, redis ? { REDIS_URL: redisUrl! } : {})).context.config,
          database,
          logger: pino({ level: "silent" }),
          push: (batch) => {
            batches.push(batch.length);
            pushed.push(...batch);
          },
          processors,
          ...(redis ? { redis: redis.redis.duplicate({ maxRetriesPerRequest: null }) } : {}),
        }),
      ),
    );
    return { received, pushed, batches, built };
  };

  const story = (url: string) => ({
    title: "US imposes 50% tariffs on Chinese steel imports",
    url,
    source: "reuters",
    publishedAt: new Date(),
    summary: null,
  });

  const deliversOnce = async (systems: number, redis?: Awaited<ReturnType<typeof createTestRedis>>) => {
    const { received, pushed, built } = await eventPath(systems, redis);
    try {
      for (const system of built) if (redis) await system.runner.start();
      const url = `https://www.reuters.com/markets/steel-${systems}-${Date.now()}`;
      await newsServicesOf(built[0]!.context).ingestor.ingest([story(url)]);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
      await sleep(500);
      expect(received.map((entry) => entry.processor).sort()).toEqual(["first-test-processor", "second-test-processor"]);
      expect(received.every((entry) => entry.article.url === url && entry.article.impact === "high")).toBe(true);
      expect(pushed.filter((entry) => entry.event === "article.created").map((entry) => (entry.payload as Article).url)).toEqual([url]);
    } finally {
      for (const system of built) await system.runner.close();
    }
  };

  it("hands an ingested story to each processor exactly once, in process (inline)", async () => {
    await deliversOnce(1);
  });

  it.runIf(redisUrl)("hands an ingested story to each processor exactly once, with two BullMQ workers", async () => {
    const redis = await createTestRedis(redisUrl!);
    try {
      await deliversOnce(2, redis);
    } finally {
      await redis.cleanup();
    }
  });

  it("sends the events of one tick to the sockets as one batch", async () => {
    const { batches, built } = await eventPath(1);
    const [system] = built;
    try {
      const tick = { at: new Date().toISOString(), jobs: "inline" as const, feed: "off" as const, markets: "off" as const };
      await Promise.all([system!.publish("system.tick", tick), system!.publish("system.tick", tick), system!.publish("system.tick", tick)]);
      await system!.publish("system.tick", tick);
      expect(batches).toEqual([3, 1]);
    } finally {
      await system!.runner.close();
    }
  });

  it("refuses an event that breaks its contract, at the emitter", async () => {
    const { batches, built } = await eventPath(1);
    try {
      await expect(built[0]!.publish("system.tick", { at: "yesterday", jobs: "inline", feed: "off", markets: "off" })).rejects.toThrow();
      expect(batches).toEqual([]);
    } finally {
      await built[0]!.runner.close();
    }
  });
});
