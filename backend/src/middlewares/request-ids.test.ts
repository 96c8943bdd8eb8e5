import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeFeedArticle } from "@tradewire/db/testing/factories";
import { createTestDatabase, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { captureLog, createTestRedis, type LogLine } from "@tradewire/platform/testing";
// The API composed with the real job system, as the app and a worker process compose them.
import { createBullmqQueue, createJobSystem, defineProcessor, jobDefinitions, type JobSystem } from "@tradewire/workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../identity/issue-access-token";
import { loadIdentitySecrets } from "../identity/identity-secrets";
import { createServer, type TradewireServer } from "../server";
import { scaledTestConfig } from "../testing/scaled-test-config";
import { startTestServer, type TestServer } from "../testing/test-server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A processor on article.updated that writes one log line, as any processor's work does. */
const loggingProcessor = defineProcessor("article.updated", {
  name: "log-article-updates",
  handle: async (article, context) => {
    context.logger.info({ articleId: article.id }, "article update processed");
  },
});

/** The request line the server wrote for `path`, once it is there (it is written as the answer goes out). */
async function requestLine(lines: LogLine[], path: string): Promise<LogLine> {
  await expect.poll(() => lines.some((line) => line.msg === "request" && line.path === path), { timeout: 5_000, interval: 20 }).toBe(true);
  return lines.findLast((line) => line.msg === "request" && line.path === path)!;
}

/** An admin sets a story's impact, as the editor does, with the request id a proxy sent; answers the answer's id. */
async function setImpact(url: string, token: string, articleId: number, requestId: string): Promise<string | null> {
  const response = await fetch(`${url}/api/articles/${articleId}/impact`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-request-id": requestId },
    body: JSON.stringify({ impact: "high" }),
  });
  expect(response.status).toBe(200);
  return response.headers.get("x-request-id");
}

describe("request ids: on every answer and every log line of the request", () => {
  const { logger, lines } = captureLog("info");
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer("pglite", { logger, processors: [loggingProcessor] });
  });
  afterAll(() => app?.close());

  it("gives an answer a new id when the request has none, and its log line carries it", async () => {
    const first = await fetch(`${app.url}/healthz`);
    const second = await fetch(`${app.url}/healthz?again`);
    const [one, two] = [first.headers.get("x-request-id"), second.headers.get("x-request-id")];
    expect(one).toMatch(UUID);
    expect(two).toMatch(UUID);
    expect(one).not.toBe(two);
    expect((await requestLine(lines, "/healthz")).requestId).toBe(two);
    expect(lines.filter((line) => line.requestId === one)).toHaveLength(1);
  });

  it("keeps a well-formed id from the proxy, on the answer and in the log", async () => {
    const id = "proxy-7f3a9c:edge.1_2";
    const response = await fetch(`${app.url}/api/config`, { headers: { "x-request-id": id } });
    expect(response.headers.get("x-request-id")).toBe(id);
    expect((await requestLine(lines, "/api/config")).requestId).toBe(id);
  });

  it("replaces an id that is too long or holds other characters with a new one", async () => {
    for (const bad of ["a".repeat(129), "two words", "id\"quoted", "<script>", "ünïcode", "a/b"]) {
      const response = await fetch(`${app.url}/healthz`, { headers: { "x-request-id": bad } });
      const given = response.headers.get("x-request-id");
      expect(given).toMatch(UUID);
      expect((await requestLine(lines, "/healthz")).requestId).toBe(given);
      expect(lines.some((line) => line.requestId === bad)).toBe(false);
    }
    const longest = "b".repeat(128);
    expect((await fetch(`${app.url}/healthz`, { headers: { "x-request-id": longest } })).headers.get("x-request-id")).toBe(longest);
  });

  it("names the id on error answers too, and on their failure line", async () => {
    const { logger: debug, lines: debugLines } = captureLog("debug");
    const other = await startTestServer("pglite", { logger: debug });
    try {
      const response = await fetch(`${other.url}/api/no-such-route`, { headers: { "x-request-id": "trace-404" } });
      expect(response.status).toBe(404);
      expect(response.headers.get("x-request-id")).toBe("trace-404");
      const failure = debugLines.find((line) => line.msg === "request failed");
      expect(failure).toMatchObject({ requestId: "trace-404", status: 404 });
    } finally {
      await other.close();
    }
  });

  it("carries the id into the jobs the request starts: the processors of the event it published log it", async () => {
    const article = await makeFeedArticle(app.database.db, { title: "EU readies retaliation list", url: "https://www.ft.com/eu-list-ids", impact: "low" });
    const answered = await setImpact(app.url, await app.tokenFor("admin@demo.local"), article.id, "editor-change-1");
    expect(answered).toBe("editor-change-1");
    await expect.poll(() => lines.find((line) => line.msg === "article update processed"), { timeout: 10_000, interval: 50 }).toBeDefined();
    expect(lines.find((line) => line.msg === "article update processed")).toMatchObject({ articleId: String(article.id), requestId: "editor-change-1" });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)("request ids from an API node to a worker (PostgreSQL and Redis)", () => {
  const api = captureLog("info");
  const worker = captureLog("info");
  let database: TestDatabase;
  let redis: Awaited<ReturnType<typeof createTestRedis>>;
  let dataDir: string;
  let server: TradewireServer;
  let queue: ReturnType<typeof createBullmqQueue>;
  let workers: JobSystem;
  let url: string;
  let admin: string;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    redis = await createTestRedis(process.env.TEST_REDIS_URL!);
    dataDir = mkdtempSync(join(tmpdir(), "tradewire-request-ids-"));
    const config = await scaledTestConfig(database, redis.prefix, dataDir);
    workers = await createJobSystem({ config, database, logger: worker.logger, redis: redis.redis, push: () => {}, processors: [loggingProcessor] });
    await workers.runner.start();
    queue = createBullmqQueue({ definitions: jobDefinitions, redis: redis.redis, prefix: redis.prefix });
    server = await createServer({ config, database, jobs: queue, logger: api.logger, version: "test" });
    url = `http://127.0.0.1:${(await server.listen(0, "127.0.0.1")).port}`;
    admin = await issueAccessToken(config, await loadIdentitySecrets(dataDir), "admin@demo.local");
  });
  afterAll(async () => {
    await server?.close();
    await queue?.close();
    await workers?.runner.close();
    await redis?.cleanup();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("logs the API node's request id on the worker that ran the event's processor (through dispatch-event)", async () => {
    const article = await makeFeedArticle(database.db, { title: "Canada answers steel tariffs", url: "https://www.bbc.co.uk/canada-steel-ids", impact: "low" });
    expect(await setImpact(url, admin, article.id, "scaled-change-1")).toBe("scaled-change-1");
    expect((await requestLine(api.lines, `/api/articles/${article.id}/impact`)).requestId).toBe("scaled-change-1");
    await expect.poll(() => worker.lines.find((line) => line.msg === "article update processed"), { timeout: 10_000, interval: 50 }).toBeDefined();
    expect(worker.lines.find((line) => line.msg === "article update processed")).toMatchObject({ articleId: String(article.id), requestId: "scaled-change-1" });
  });
});
