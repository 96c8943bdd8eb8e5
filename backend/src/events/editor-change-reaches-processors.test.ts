import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Impact } from "@tradewire/core";
import { makeFeedArticle } from "@tradewire/db/testing/factories";
import { createTestDatabase, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { createTestRedis } from "@tradewire/platform/testing";
// The API composed with the real job system, as the app and a worker process compose them.
import { createBullmqQueue, createJobSystem, defineProcessor, jobDefinitions, type JobSystem } from "@tradewire/workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../identity/issue-access-token";
import { loadIdentitySecrets } from "../identity/identity-secrets";
import { createLogger } from "../logger";
import { createServer, type TradewireServer } from "../server";
import { startTestServer, type TestServer } from "../testing/test-server";
import { scaledTestConfig } from "../testing/scaled-test-config";

/** A processor on article.updated that keeps what it was handed: the story and the impact it carried. */
function recordingProcessor() {
  const seen: { id: string; impact: Impact }[] = [];
  const processor = defineProcessor("article.updated", {
    name: "record-article-updates",
    handle: async (article) => {
      seen.push({ id: article.id, impact: article.impact });
    },
  });
  return { seen, processor };
}

/** An admin sets a story's impact, as the editor does. */
async function setImpact(url: string, token: string, articleId: number, impact: Impact) {
  const response = await fetch(`${url}/api/articles/${articleId}/impact`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ impact }),
  });
  expect(response.status).toBe(200);
}

/** Waits until the processor saw the change, then a little longer, so a second delivery would show. */
async function seenOnce(seen: { id: string; impact: Impact }[], expected: { id: string; impact: Impact }) {
  await expect.poll(() => seen.length, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(seen).toEqual([expected]);
}

describe("an editor's change reaches the event processors once, as the workers' events do", () => {
  describe("embedded: one process", () => {
    const { seen, processor } = recordingProcessor();
    let app: TestServer;
    beforeAll(async () => {
      app = await startTestServer("pglite", { processors: [processor] });
    });
    afterAll(() => app?.close());

    it("hands the new impact to a processor on article.updated", async () => {
      const article = await makeFeedArticle(app.database.db, { title: "EU readies retaliation list", url: "https://www.ft.com/eu-list", impact: "low" });
      await setImpact(app.url, await app.tokenFor("admin@demo.local"), article.id, "high");
      await seenOnce(seen, { id: String(article.id), impact: "high" });
    });
  });

  describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)("scaled: an API node and a worker over PostgreSQL and Redis", () => {
    const { seen, processor } = recordingProcessor();
    let database: TestDatabase;
    let redis: Awaited<ReturnType<typeof createTestRedis>>;
    let dataDir: string;
    let api: { server: TradewireServer; url: string; close(): Promise<void> };
    let worker: JobSystem;
    let admin: string;

    beforeAll(async () => {
      database = await createTestDatabase("postgres");
      redis = await createTestRedis(process.env.TEST_REDIS_URL!);
      dataDir = mkdtempSync(join(tmpdir(), "tradewire-bus-"));
      const config = await scaledTestConfig(database, redis.prefix, dataDir);
      const logger = createLogger("silent");
      // The worker process: the real registry and runner, with the recording processor; its own events go nowhere.
      worker = await createJobSystem({ config, database, logger, redis: redis.redis, push: () => {}, processors: [processor] });
      await worker.runner.start();
      // The API node only queues.
      const jobs = createBullmqQueue({ definitions: jobDefinitions, redis: redis.redis, prefix: redis.prefix });
      const server = await createServer({ config, database, jobs, logger, version: "test" });
      const { port } = await server.listen(0, "127.0.0.1");
      api = { server, url: `http://127.0.0.1:${port}`, close: async () => (await server.close(), await jobs.close()) };
      admin = await issueAccessToken(config, await loadIdentitySecrets(dataDir), "admin@demo.local");
    });
    afterAll(async () => {
      await api?.close();
      await worker?.runner.close();
      await redis?.cleanup();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("hands the new impact to a processor running in the worker", async () => {
      const article = await makeFeedArticle(database.db, { title: "Canada answers steel tariffs", url: "https://www.bbc.co.uk/canada-steel", impact: "low" });
      await setImpact(api.url, admin, article.id, "high");
      await seenOnce(seen, { id: String(article.id), impact: "high" });
    });
  });
});
