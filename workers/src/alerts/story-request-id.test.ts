import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { claimDueSources, createChannel } from "@tradewire/db";
import { makeAlert, makeUser } from "@tradewire/db/testing/factories";
import { createTestDatabase, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { appSecretOf, createSecretBox, generateWebhookSecret } from "@tradewire/platform";
import { captureLog, createTestRedis, startFixtureServer, type FixtureServer, type LogLine } from "@tradewire/platform/testing";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobSystem, type JobSystem } from "../create-job-system";
import { createBullmqRunner, QUEUE_NAME } from "../runners/bullmq-runner";
import type { JobRunner } from "../runners/job-runner";
import { jobContextForTest } from "../testing/job-context-for-test";
import { matchAlertsOnArticle } from "./match-alerts.processor";

const redisUrl = process.env.TEST_REDIS_URL;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const rss = (stories: { title: string; link: string }[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Wire</title>${stories
    .map(({ title, link }) => `<item><title>${title}</title><link>${link}</link><pubDate>${new Date().toUTCString()}</pubDate></item>`)
    .join("")}</channel></rss>`;

/** The three lines an operator follows a story by: its poll, its alert match and its delivery. */
interface StoryLines {
  polled: LogLine;
  matched: LogLine;
  sent: LogLine;
}

/**
 * Both runners, as the app runs them: in process (embedded) and on BullMQ (scaled). A story is polled from a
 * real feed on 127.0.0.1, matches a keyword alert, and is delivered to a real webhook receiver; the log lines
 * are the logger's own output, read from the stream it writes to.
 */
describe.each(["inline", "bullmq"] as const)("one request id from a story's poll to its delivery (%s runner)", (kind) => {
  const scaled = kind === "bullmq";
  const { logger, lines } = captureLog("info");
  let database: TestDatabase;
  let server: FixtureServer;
  let dir: string;
  let redis: Awaited<ReturnType<typeof createTestRedis>> | undefined;
  let system: JobSystem;
  /** Scaled mode's worker: every job but the recurring ones, which would poll the internet's markets and quotes. */
  let worker: JobRunner | undefined;
  const feed: { title: string; link: string }[] = [];
  const hooks: string[] = [];

  beforeAll(async () => {
    if (scaled && !redisUrl) return;
    database = await createTestDatabase("pglite");
    server = await startFixtureServer({
      "/wire.xml": (_request, response) => {
        response.writeHead(200, { "content-type": "application/rss+xml" }).end(rss(feed));
      },
      "/hook": (request, response) => {
        let body = "";
        request.on("data", (chunk: Buffer) => (body += chunk.toString()));
        request.on("end", () => {
          hooks.push(body);
          response.writeHead(200).end();
        });
      },
    });
    dir = mkdtempSync(join(tmpdir(), "tradewire-story-ids-"));
    const sourcesFile = join(dir, "sources.json");
    writeFileSync(sourcesFile, JSON.stringify({ sources: [{ id: "wire", name: "Wire", format: "rss", url: `${server.url}/wire.xml`, intervalSeconds: 60, wire: false }] }));
    redis = scaled ? await createTestRedis(redisUrl!) : undefined;
    const env = {
      SOURCES: "live",
      SOURCES_FILE: sourcesFile,
      APP_SECRET: "s".repeat(40),
      ALLOW_PRIVATE_WEBHOOKS: "1",
      ...(redis ? { REDIS_URL: redisUrl!, REDIS_PREFIX: redis.prefix } : {}),
    };
    const { config } = (await jobContextForTest(database, env)).context;
    const connection = redis?.redis.duplicate({ maxRetriesPerRequest: null });
    system = await createJobSystem({ config, database, logger, push: () => {}, processors: [matchAlertsOnArticle], ...(connection ? { redis: connection } : {}) });
    if (connection) {
      worker = createBullmqRunner({ context: system.context, definitions: system.definitions.filter((definition) => !definition.schedule), redis: connection, prefix: config.REDIS_PREFIX });
      await worker.start();
    }

    const user = await makeUser(database.db);
    const secret = generateWebhookSecret();
    const channel = await createChannel(database.db, user.id, {
      channelName: "hook",
      type: "webhook",
      email: null,
      endpoint: `${server.url}/hook`,
      channelKey: null,
      signingSecret: createSecretBox(appSecretOf(config)).seal(secret),
    });
    await makeAlert(database.db, user.id, channel.id, { name: "Lumber", keywords: '"lumber quotas"' });
  });
  afterAll(async () => {
    await worker?.close();
    await system?.runner.close();
    await server?.close();
    await redis?.cleanup();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The feed gains one story; `queue` puts the poll in the queue as its caller does; answers that story's lines. */
  async function pollAndDeliver(title: string, queue: () => Promise<void>): Promise<StoryLines> {
    const link = `https://www.reuters.com/markets/${encodeURIComponent(title.toLowerCase().replaceAll(" ", "-"))}`;
    feed.push({ title, link });
    await claimDueSources(database.db, ["wire"]);
    const from = lines.length;
    await queue();
    await expect.poll(() => hooks.some((body) => body.includes(link)), { timeout: 15_000, interval: 50 }).toBe(true);
    const sent = () => lines.slice(from).find((line) => line.msg === "delivery sent");
    await expect.poll(sent, { timeout: 5_000, interval: 20 }).toBeDefined();
    const ours = lines.slice(from);
    return {
      polled: ours.find((line) => line.msg === "source polled" && line.source === "wire" && line.created === 1)!,
      matched: ours.find((line) => line.msg === "alerts matched" && line.item === "article")!,
      sent: sent()!,
    };
  }

  it.skipIf(scaled && !redisUrl)("logs a polled story's ingest, alert match and delivery under the poll's id, a new one for each poll", async () => {
    const first = await pollAndDeliver(`Canada sets lumber quotas on US mills ${kind}`, () => system.context.jobs.enqueue("poll-source", { sourceId: "wire" }));
    const id = first.polled.requestId;
    expect(id).toMatch(UUID);
    expect(first.matched).toMatchObject({ requestId: id, alertIds: [expect.any(Number)] });
    expect(first.sent).toMatchObject({ requestId: id, channel: "webhook", deliveryId: (first.matched.deliveryIds as number[])[0] });

    // The next poll, queued by nobody's request as well, starts a new id; its story's lines share that one.
    const second = await pollAndDeliver(`Ottawa widens lumber quotas to pulp ${kind}`, () => system.context.jobs.enqueue("poll-source", { sourceId: "wire" }));
    expect(second.polled.requestId).toMatch(UUID);
    expect(second.polled.requestId).not.toBe(id);
    expect(second.matched.requestId).toBe(second.polled.requestId);
    expect(second.sent.requestId).toBe(second.polled.requestId);
  });

  it.runIf(scaled && redisUrl)("runs a job queued without an id (by an earlier release) under a new one, down to its delivery", async () => {
    const queue = new Queue(QUEUE_NAME, { connection: redis!.redis, prefix: redis!.prefix });
    try {
      const story = await pollAndDeliver("Washington answers lumber quotas with a levy", async () => {
        await queue.add("poll-source", { sourceId: "wire" });
      });
      expect(story.polled.requestId).toMatch(UUID);
      expect(story.matched.requestId).toBe(story.polled.requestId);
      expect(story.sent.requestId).toBe(story.polled.requestId);
    } finally {
      await queue.close();
    }
  });
});
