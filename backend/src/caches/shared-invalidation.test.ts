import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppConfig } from "@tradewire/core/schemas/config";
import { findFeedArticles, presentArticle } from "@tradewire/db";
import { makeFeedArticle } from "@tradewire/db/testing/factories";
import { createTestDatabase, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { createBullmqQueue, jobDefinitions } from "@tradewire/workers";
import { createTestRedis } from "@tradewire/platform/testing";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../identity/issue-access-token";
import { loadIdentitySecrets } from "../identity/identity-secrets";
import { createLogger } from "../logger";
import { createServer, type TradewireServer } from "../server";
import { readJson } from "../testing/read-json";
import { scaledTestConfig } from "../testing/scaled-test-config";

const scaled = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;

describe.runIf(scaled)("cached pages across two API nodes (PostgreSQL and Redis)", () => {
  let database: TestDatabase;
  let redis: Awaited<ReturnType<typeof createTestRedis>>;
  let dataDir: string;
  const nodes: { server: TradewireServer; url: string; close(): Promise<void> }[] = [];
  let trader: string;

  const startNode = async (config: AppConfig) => {
    const jobs = createBullmqQueue({ definitions: jobDefinitions, redis: redis.redis, prefix: redis.prefix });
    const server = await createServer({ config, database, jobs, logger: createLogger("silent"), version: "test" });
    const { port } = await server.listen(0, "127.0.0.1");
    return { server, url: `http://127.0.0.1:${port}`, close: async () => (await server.close(), await jobs.close()) };
  };

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    redis = await createTestRedis(process.env.TEST_REDIS_URL!);
    dataDir = mkdtempSync(join(tmpdir(), "tradewire-nodes-"));
    const config = await scaledTestConfig(database, redis.prefix, dataDir);
    nodes.push(await startNode(config), await startNode(config));
    trader = await issueAccessToken(config, await loadIdentitySecrets(dataDir), "trader@demo.local");
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await redis?.cleanup();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const firstPage = async (node: (typeof nodes)[number]) =>
    (await readJson(await fetch(`${node.url}/api/articles?limit=5`, { headers: { authorization: `Bearer ${trader}` } }))).articles.map(
      (article: { title: string }) => article.title,
    );
  /** Stored, then announced on node A as an editor's route or the event stream would. */
  const storeAndAnnounce = async (title: string) => {
    const row = await makeFeedArticle(database.db, { title, url: `https://www.reuters.com/nodes/${encodeURIComponent(title)}`, datePublished: new Date() });
    const [stored] = await findFeedArticles(database.db, [row.id]);
    await nodes[0]!.server.publish("article.created", presentArticle(stored!));
  };

  it("drops node B's cached page when node A announces a story", async () => {
    const [, nodeB] = nodes;
    expect(await firstPage(nodeB!)).toEqual([]);
    await storeAndAnnounce("OPEC+ agrees surprise output cut");
    // Well inside the pages' 5 s life: only the announcement can have dropped it.
    await expect.poll(() => firstPage(nodeB!), { timeout: 1_000, interval: 20 }).toEqual(["OPEC+ agrees surprise output cut"]);
  });

  it("answers a client pushed a story through node B with a page from node B that has it", async () => {
    const [, nodeB] = nodes;
    await firstPage(nodeB!);
    const socket = connect(nodeB!.url, { transports: ["websocket"], auth: { token: trader }, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", resolve);
        socket.once("connect_error", reject);
      });
      const refetched = new Promise<string[]>((resolve) => socket.once("article.created", () => void firstPage(nodeB!).then(resolve)));
      await storeAndAnnounce("Suez Canal traffic halted after grounding");
      expect((await refetched)[0]).toBe("Suez Canal traffic halted after grounding");
    } finally {
      socket.disconnect();
    }
  });
});
