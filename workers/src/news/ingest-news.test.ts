import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Article } from "@tradewire/core";
import { claimDueSources, countArticles, listSourceStates, sourceDelayStats } from "@tradewire/db";
import { createTestDatabase, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobSystem } from "../create-job-system";
import { ingestNews } from "./ingest-news.job";
import { pollSourceJob } from "./poll-source.job";
import { runAttempt } from "../runners/job-runner";
import { pollPhaseMs } from "../sources/poll-phase-ms";
import { jobContextForTest } from "../testing/job-context-for-test";
import { startFixtureServer, type FixtureServer } from "@tradewire/platform/testing";
import { currentFeedMode } from "./feed-mode";

interface Story {
  title: string;
  link: string;
  /** Absent: the feed does not stamp the item. */
  published?: Date;
}

const rss = (items: Story[]) => `<?xml version="1.0"?><rss version="2.0"><channel><title>Wire</title>${items
  .map((item) => `<item><title>${item.title}</title><link>${item.link}</link>${item.published ? `<pubDate>${item.published.toUTCString()}</pubDate>` : ""}</item>`)
  .join("")}</channel></rss>`;

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A feed whose stories and validators a test changes between polls; it answers 304 to the current validators. */
function changingFeed() {
  const feed = { stories: [] as Story[], version: 1, lastModified: "Sun, 22 Nov 2026 09:00:00 GMT" };
  return {
    feed,
    route: (request: { headers: Record<string, string | string[] | undefined> }, response: import("node:http").ServerResponse) => {
      const etag = `"v${feed.version}"`;
      if (request.headers["if-none-match"] === etag) return void response.writeHead(304, { etag }).end();
      response.writeHead(200, { "content-type": "application/rss+xml", etag, "last-modified": feed.lastModified });
      response.end(rss(feed.stories));
    },
  };
}

describe("polling the news sources against real HTTP sources on 127.0.0.1", () => {
  let database: TestDatabase;
  let server: FixtureServer;
  let dir: string;
  const wire = changingFeed();
  const stamped = changingFeed();

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    server = await startFixtureServer({
      "/wire.xml": wire.route,
      "/stamped.xml": stamped.route,
      "/good.xml": (_request, response) => {
        response.writeHead(200, { "content-type": "application/rss+xml", etag: '"g1"' });
        response.end(rss([{ title: "EU retaliates with tariffs on US bourbon", link: "https://www.ft.com/content/eu-bourbon?utm_source=rss", published: secondsAgo(60) }]));
      },
      "/broken.xml": (_request, response) => {
        response.writeHead(200, { "content-type": "application/rss+xml" }).end("<rss><channel><item><title>unclosed");
      },
      "/down.xml": (_request, response) => {
        response.writeHead(503, { "retry-after": "120" }).end("busy");
      },
      "/left.xml": (_request, response) => {
        response.writeHead(200, { "content-type": "application/rss+xml" }).end(rss([]));
      },
      "/right.xml": (_request, response) => {
        response.writeHead(200, { "content-type": "application/rss+xml" }).end(rss([]));
      },
    });
    dir = mkdtempSync(join(tmpdir(), "tradewire-sources-"));
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const sourcesFile = (name: string, ids: string[]) => {
    const path = join(dir, `${name}.json`);
    const source = (id: string) => ({ id, name: `Feed ${id}`, format: "rss", url: `${server.url}/${id}.xml`, intervalSeconds: 60, wire: false });
    writeFileSync(path, JSON.stringify({ sources: ids.map(source) }));
    return path;
  };
  const stateOf = async (id: string) => (await listSourceStates(database.db)).find((state) => state.sourceId === id)!;
  const requestsTo = (id: string) => server.requests.filter((request) => request.path === `/${id}.xml`);

  /** One poll-source job per source, as the tick queues them once due (a source's row is made on first sight). */
  const pollNow = async (context: Parameters<typeof runAttempt>[2], ids: string[]) => {
    await claimDueSources(database.db, ids);
    for (const sourceId of ids) await runAttempt(pollSourceJob, { sourceId }, context, 1);
  };

  it("sends the last answer's validators, and a 304 stores nothing and keeps the source healthy", async () => {
    const { context, published } = await jobContextForTest(database, { SOURCES: "live", SOURCES_FILE: sourcesFile("wire", ["wire"]) });
    wire.feed.stories = [{ title: "US widens chip export curbs on China", link: "https://www.reuters.com/curbs", published: secondsAgo(30) }];

    await pollNow(context, ["wire"]);
    expect(requestsTo("wire")[0]!.headers["if-none-match"]).toBeUndefined();
    const afterFirst = await stateOf("wire");
    expect(afterFirst).toMatchObject({ etag: '"v1"', lastModified: wire.feed.lastModified, itemsNew: 1, consecutiveFailures: 0 });
    const stored = await countArticles(database.db);
    const pushed = published.length;

    await pollNow(context, ["wire"]);
    expect(requestsTo("wire")).toHaveLength(2);
    expect(requestsTo("wire")[1]!.headers).toMatchObject({ "if-none-match": '"v1"', "if-modified-since": wire.feed.lastModified });
    expect(await countArticles(database.db)).toBe(stored);
    expect(published).toHaveLength(pushed);
    const afterNotModified = await stateOf("wire");
    expect(afterNotModified).toMatchObject({ etag: '"v1"', itemsSeen: afterFirst.itemsSeen, itemsNew: 1, consecutiveFailures: 0, lastError: null });
    expect(afterNotModified.lastSuccessAt!.getTime()).toBeGreaterThan(afterFirst.lastSuccessAt!.getTime());
    // Healthy: next due at the source's own second of the minute, about a minute on.
    expect(afterNotModified.nextPollAt.getTime() % 60_000).toBe(pollPhaseMs("wire", 60_000));
    expect(afterNotModified.nextPollAt.getTime() - Date.now()).toBeGreaterThan(25_000);
  });

  it("measures each new stamped story's delay from publication to push, leaving out unstamped stories and the first poll's backlog", async () => {
    const { context, metrics } = await jobContextForTest(database, { SOURCES: "live", SOURCES_FILE: sourcesFile("stamped", ["stamped"]) });
    stamped.feed.stories = [
      { title: "Opec+ agrees deeper output cuts into next year", link: "https://www.bbc.co.uk/news/opec-cuts", published: secondsAgo(7200) },
      { title: "Canada answers steel tariffs with levies of its own", link: "https://www.bbc.co.uk/news/canada-levies" },
    ];
    await pollNow(context, ["stamped"]);
    expect((await sourceDelayStats(database.db, secondsAgo(86_400))).get("stamped")).toEqual({
      items: 2,
      unstamped: 1,
      backlog: 1,
      measured: 0,
      p50Ms: null,
      p90Ms: null,
    });

    stamped.feed.version = 2;
    stamped.feed.stories.push(
      { title: "Japan's exports slump as US levies bite", link: "https://www.bbc.co.uk/news/japan-exports", published: secondsAgo(20) },
      { title: "Mexico weighs tariffs on Chinese cars", link: "https://www.bbc.co.uk/news/mexico-cars" },
    );
    await pollNow(context, ["stamped"]);
    const stats = (await sourceDelayStats(database.db, secondsAgo(86_400))).get("stamped")!;
    expect(stats).toMatchObject({ items: 4, unstamped: 2, backlog: 1, measured: 1 });
    expect(stats.p90Ms).toBeGreaterThanOrEqual(20_000);
    expect(stats.p90Ms).toBeLessThan(30_000);
    // The same one measured story in the source's delay histogram.
    const scrape = await metrics.metrics();
    expect(scrape).toMatch(/^tradewire_source_delay_seconds_count\{source="stamped"\} 1$/m);
    expect(Number(/^tradewire_source_delay_seconds_sum\{source="stamped"\} (\S+)$/m.exec(scrape)?.[1])).toBeGreaterThanOrEqual(20);
  });

  it("ingests a healthy source while broken and failing ones are recorded on their own, honouring Retry-After", async () => {
    const { context, published, metrics } = await jobContextForTest(database, { SOURCES: "live", SOURCES_FILE: sourcesFile("mixed", ["good", "broken", "down"]) });
    await pollNow(context, ["good", "broken", "down"]);

    const pushed = published.filter((entry) => entry.event === "article.created").map((entry) => entry.payload as Article);
    expect(pushed.map(({ url, source }) => ({ url, source }))).toEqual([{ url: "https://www.ft.com/content/eu-bourbon", source: "fintimes" }]);
    expect(await stateOf("good")).toMatchObject({ etag: '"g1"', consecutiveFailures: 0, itemsSeen: 1, itemsNew: 1 });
    expect((await stateOf("broken")).consecutiveFailures).toBe(1);
    expect((await stateOf("broken")).lastError).toBeTruthy();
    const down = await stateOf("down");
    expect(down.lastError).toMatch(/503/);
    expect(down.nextPollAt.getTime()).toBeGreaterThanOrEqual(Date.now() + 110_000);
    const scrape = await metrics.metrics();
    for (const failed of ["broken", "down"]) expect(scrape).toMatch(new RegExp(`^tradewire_source_poll_failures_total\\{source="${failed}"\\} 1$`, "m"));
    expect(scrape).not.toMatch(/source_poll_failures_total\{source="good"\}/);

    // Not due again yet: a tick queues nothing.
    await runAttempt(ingestNews, {}, context, 1);
    expect((await stateOf("good")).itemsSeen).toBe(1);
  });

  it("spreads two new sources' first polls instead of firing them in the same second", async () => {
    const ids = ["left", "right"];
    const { context } = await jobContextForTest(database, { SOURCES: "live", SOURCES_FILE: sourcesFile("first", ids) });
    const { runner } = await createJobSystem({ config: context.config, database, logger: pino({ level: "silent" }), push: () => {} });
    const started = Date.now();
    const firstPolls = new Map<string, number>();
    try {
      // The runner's own schedule, one tick a second, driven by hand so that no other job runs.
      while (firstPolls.size < ids.length && Date.now() - started < 20_000) {
        await runner.run("ingest-news", {});
        await sleep(250);
        for (const id of ids) if (requestsTo(id).length && !firstPolls.has(id)) firstPolls.set(id, Date.now() - started);
      }
    } finally {
      await runner.close();
    }
    // Their offsets (pollPhaseMs) are 0.08 s and 4.3 s into the first 15 s; each was polled at its own.
    expect(firstPolls.get("left")!).toBeLessThan(2_000);
    expect(firstPolls.get("right")! - firstPolls.get("left")!).toBeGreaterThanOrEqual(3_000);
    expect(await stateOf("right")).toMatchObject({ consecutiveFailures: 0, etag: null });
    expect((await stateOf("right")).lastSuccessAt).not.toBeNull();
  });

  it("falls back to the replay set as soon as every live source has failed on an empty database", async () => {
    const empty = await createTestDatabase("pglite");
    try {
      const { context, enqueued } = await jobContextForTest(empty, { SOURCES: "live", SOURCES_FILE: sourcesFile("down-only", ["down"]) });
      expect(await currentFeedMode(context)).toBe("live");
      await claimDueSources(empty.db, ["down"]);
      await runAttempt(pollSourceJob, { sourceId: "down" }, context, 1);
      expect(enqueued).toEqual(["replay-news"]);
      expect(await currentFeedMode(context)).toBe("fallback");
    } finally {
      await empty.drop();
    }
  });
});
