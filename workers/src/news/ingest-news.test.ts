import { createServer, type Server } from "node:http";
import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listFeedArticles, listSourceStates } from "@tradewire/db";
import { createTestDatabase, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestNews } from "../jobs/ingest-news";
import { currentFeedMode } from "./feed-mode";
import { runAttempt } from "../runners/job-runner";
import { jobContextForTest } from "../testing/job-context-for-test";

const rss = (items: { title: string; link: string }[]) => `<?xml version="1.0"?><rss version="2.0"><channel><title>Wire</title>${items
  .map((item) => `<item><title>${item.title}</title><link>${item.link}</link><pubDate>Sun, 22 Nov 2026 09:00:00 GMT</pubDate></item>`)
  .join("")}</channel></rss>`;

describe("the ingest-news job against real HTTP sources on 127.0.0.1", () => {
  let database: TestDatabase;
  let server: Server;
  let base: string;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    server = createServer((request, response) => {
      if (request.url === "/good.xml") {
        response.writeHead(200, { "content-type": "application/rss+xml", etag: '"v1"' });
        response.end(rss([{ title: "EU retaliates with tariffs on US bourbon", link: "https://www.ft.com/content/eu-bourbon?utm_source=rss" }]));
      } else if (request.url === "/broken.xml") {
        response.writeHead(200, { "content-type": "application/rss+xml" });
        response.end("<rss><channel><item><title>unclosed");
      } else if (request.url === "/down.xml") {
        response.writeHead(503, { "retry-after": "120" });
        response.end("busy");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    dir = mkdtempSync(join(tmpdir(), "tradewire-sources-"));
  });
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("ingests a healthy source while broken and failing ones are recorded on their own", async () => {
    const sourcesFile = join(dir, "sources.json");
    const source = (id: string, path: string) => ({ id, name: id, format: "rss", url: `${base}${path}`, intervalSeconds: 60, wire: true });
    writeFileSync(
      sourcesFile,
      JSON.stringify({ sources: [source("good", "/good.xml"), source("broken", "/broken.xml"), source("down", "/down.xml")] }),
    );
    const { context, published } = await jobContextForTest(database, { SOURCES: "live", SOURCES_FILE: sourcesFile });
    await runAttempt(ingestNews, {}, context, 1);

    const [article] = await listFeedArticles(database.db, { limit: 5 });
    expect(article).toMatchObject({ url: "https://www.ft.com/content/eu-bourbon", source: "fintimes" });
    expect(published.filter((entry) => entry.event === "article.created")).toHaveLength(1);

    const states = Object.fromEntries((await listSourceStates(database.db)).map((state) => [state.sourceId, state]));
    expect(states.good).toMatchObject({ etag: '"v1"', consecutiveFailures: 0, itemsSeen: 1, itemsNew: 1 });
    expect(states.broken!.consecutiveFailures).toBe(1);
    expect(states.broken!.lastError).toBeTruthy();
    expect(states.down!.lastError).toMatch(/503/);
    expect(states.down!.nextPollAt.getTime()).toBeGreaterThanOrEqual(Date.now() + 110_000);

    // Not due again yet: a second tick polls nothing.
    await runAttempt(ingestNews, {}, context, 1);
    expect((await listSourceStates(database.db)).find((state) => state.sourceId === "good")!.itemsSeen).toBe(1);
  });

  it("falls back to the replay set, at once, when every live source fails on an empty database", async () => {
    const empty = await createTestDatabase("pglite");
    try {
      const sourcesFile = join(dir, "down-only.json");
      writeFileSync(
        sourcesFile,
        JSON.stringify({ sources: [{ id: "down", name: "down", format: "rss", url: `${base}/down.xml`, intervalSeconds: 60, wire: true }] }),
      );
      const { context, enqueued } = await jobContextForTest(empty, { SOURCES: "live", SOURCES_FILE: sourcesFile });
      expect(await currentFeedMode(context)).toBe("live");
      await runAttempt(ingestNews, {}, context, 1);
      expect(enqueued).toEqual(["replay-news"]);
      expect(await currentFeedMode(context)).toBe("fallback");
    } finally {
      await empty.drop();
    }
  });
});
