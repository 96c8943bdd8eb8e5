import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchSource } from "./fetch-source";
import { nextPollDelaySeconds } from "./next-poll-delay-seconds";
import type { SourceDefinition, SourceFormat } from "@tradewire/platform";
import { SourceError } from "./source-error";
import { startFixtureServer, type FixtureRoute, type FixtureServer } from "@tradewire/platform/testing";

const NOW = new Date("2026-10-09T15:00:00Z");
const NO_VALIDATORS = { etag: null, lastModified: null };
const BBC_ETAG = '"bbc-world-v1"';
const TOI_LAST_MODIFIED = "Fri, 09 Oct 2026 14:31:09 GMT";
const RSS_TYPE = "application/rss+xml; charset=utf-8";

const fixture = (name: string) => readFileSync(new URL(`../testing/fixtures/${name}`, import.meta.url), "utf8");

const serve = (name: string, contentType: string, headers: Record<string, string> = {}): FixtureRoute =>
  (_request, response) => {
    response.writeHead(200, { "content-type": contentType, ...headers }).end(fixture(name));
  };

/** Writes 64 KiB chunks for as long as the client keeps reading, counting what went out. */
function streamForever(response: ServerResponse, sent: { bytes: number }) {
  const chunk = Buffer.alloc(64 * 1024, "<!-- padding -->");
  response.writeHead(200, { "content-type": RSS_TYPE });
  response.write("<?xml version=\"1.0\"?><rss><channel>");
  const pump = () => {
    while (!response.destroyed && response.write(chunk)) sent.bytes += chunk.length;
    if (!response.destroyed) response.once("drain", pump);
  };
  pump();
}

const throwsSourceError = async (promise: Promise<unknown>): Promise<SourceError> => {
  const error = await promise.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
};

describe("fetchSource against a real HTTP server", () => {
  let server: FixtureServer;
  const endless = { bytes: 0 };
  const source = (id: string, format: SourceFormat, path: string): SourceDefinition => ({
    id,
    name: id,
    format,
    url: `${server.url}${path}`,
    intervalSeconds: 300,
    wire: false,
  });

  beforeAll(async () => {
    server = await startFixtureServer({
      "/bbc.xml": (request, response) => {
        if (request.headers["if-none-match"] === BBC_ETAG) return void response.writeHead(304).end();
        serve("rss2_bbc_style_world.xml", RSS_TYPE, { etag: BBC_ETAG })(request, response);
      },
      "/timesofisrael.xml": (request, response) => {
        if (request.headers["if-modified-since"] === TOI_LAST_MODIFIED) return void response.writeHead(304).end();
        serve("rss2_wordpress_style_timesofisrael.xml", "application/rss+xml", {
          "last-modified": TOI_LAST_MODIFIED,
        })(request, response);
      },
      "/atom.xml": serve("atom_1.0_sample.xml", "application/atom+xml"),
      "/google-news.xml": serve("google_news_rss_search_q-tariff.xml", "application/xml; charset=utf-8"),
      "/gdelt.json": serve("gdelt_doc_artlist.json", "application/json"),
      "/gdelt-empty.json": serve("gdelt_doc_artlist_no_results.json", "application/json"),
      "/malformed.xml": serve("rss2_malformed_truncated.xml", RSS_TYPE),
      "/captcha.html": (_request, response) => {
        response.writeHead(200, { "content-type": "text/html" }).end("<html><body><p>Unusual traffic<br></p></body></html>");
      },
      "/moved.xml": (_request, response) => void response.writeHead(301, { location: "/bbc.xml" }).end(),
      "/silent.xml": () => {
        // Accepts the connection and never answers.
      },
      "/stalls-mid-body.xml": (_request, response) => {
        response.writeHead(200, { "content-type": RSS_TYPE });
        response.write("<?xml version=\"1.0\"?><rss><channel>");
      },
      "/endless.xml": (_request, response) => streamForever(response, endless),
      "/declared-too-large.xml": (_request, response) => {
        response.writeHead(200, { "content-type": RSS_TYPE, "content-length": String(3 * 1024 * 1024) });
        response.write("<?xml version=\"1.0\"?>");
      },
      "/rate-limited.json": (_request, response) => {
        response
          .writeHead(429, { "content-type": "text/plain", "retry-after": "120" })
          .end(fixture("gdelt_rate_limited_429.txt"));
      },
      "/unavailable.xml": (_request, response) => {
        const retryAt = new Date(NOW.getTime() + 90_000).toUTCString();
        response.writeHead(503, { "retry-after": retryAt }).end("maintenance");
      },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  it("parses RSS 2.0 (BBC style) and sends a browser-like User-Agent and a feed Accept header", async () => {
    const outcome = await fetchSource(source("bbc-world", "rss", "/bbc.xml"), NO_VALIDATORS, { now: NOW });
    expect(outcome).toMatchObject({ status: "ok", etag: BBC_ETAG, lastModified: null });
    if (outcome.status !== "ok") return;
    expect(outcome.items).toHaveLength(3);
    expect(outcome.items[0]).toEqual({
      title: "EU readies retaliation list as US car tariff deadline nears",
      url: "https://www.bbc.com/news/articles/c0exmpl1e2uo",
      source: "bbc",
      publishedAt: new Date("2026-10-09T13:58:12Z"),
      stamped: true,
      summary: "Brussels has drawn up €21bn of counter-measures targeting US goods if Washington raises duties on European cars.",
      sourceId: "bbc-world",
    });
    const headers = server.requests.find((request) => request.path === "/bbc.xml")!.headers;
    expect(headers["user-agent"]).toMatch(/^Mozilla\/5\.0 .*Chrome\//);
    expect(headers.accept).toContain("application/rss+xml");
  });

  it("parses RSS 2.0 (WordPress style)", async () => {
    const outcome = await fetchSource(source("toi", "rss", "/timesofisrael.xml"), NO_VALIDATORS, { now: NOW });
    if (outcome.status !== "ok") throw new Error("expected items");
    expect(outcome.items.map((item) => [item.source, item.url])).toEqual([
      ["timesofisrael", "https://www.timesofisrael.com/shipping-insurers-raise-red-sea-war-risk-premiums-example"],
      ["timesofisrael", "https://www.timesofisrael.com/bank-of-israel-holds-rate-example"],
    ]);
    expect(outcome.items[1]?.publishedAt).toEqual(new Date("2026-10-09T12:47:10Z"));
  });

  it("parses Atom 1.0", async () => {
    // The fixture's first entry is published at 14:30-04:00, i.e. 18:30Z, later than NOW.
    const evening = new Date("2026-10-09T20:00:00Z");
    const outcome = await fetchSource(source("ustr", "atom", "/atom.xml"), NO_VALIDATORS, { now: evening });
    if (outcome.status !== "ok") throw new Error("expected items");
    expect(outcome.items.map((item) => item.title)).toEqual([
      "Trade Representative announces Section 301 hearing on EU vehicle measures",
      "Statement on G7 trade ministers meeting",
    ]);
    expect(outcome.items[0]?.publishedAt).toEqual(new Date("2026-10-09T18:30:00Z"));
  });

  it("parses Google News RSS and resolves the publishers", async () => {
    const outcome = await fetchSource(source("gn-tariffs", "google-news", "/google-news.xml"), NO_VALIDATORS, {
      now: NOW,
    });
    if (outcome.status !== "ok") throw new Error("expected items");
    expect(outcome.items.map((item) => [item.source, item.title])).toEqual([
      ["reuters", "US weighs higher duties on European cars as talks stall"],
      ["fintimes", "Tariff uncertainty weighs on German exporters, survey shows"],
    ]);
    expect(outcome.items[0]?.url).toMatch(/^https:\/\/news\.google\.com\/rss\/articles\/CBMi/);
  });

  it("parses a GDELT ArtList and treats {} as no results, asking for JSON", async () => {
    const outcome = await fetchSource(source("gdelt", "gdelt", "/gdelt.json"), NO_VALIDATORS, { now: NOW });
    if (outcome.status !== "ok") throw new Error("expected items");
    expect(outcome.items.map((item) => [item.source, item.publishedAt.toISOString()])).toEqual([
      ["example-news", "2026-10-09T13:45:00.000Z"],
      ["beispiel-zeitung", "2026-10-09T12:15:00.000Z"],
      ["gulf-example", "2026-10-09T11:00:00.000Z"],
    ]);
    expect(server.requests.find((request) => request.path === "/gdelt.json")!.headers.accept).toMatch(
      /^application\/json/,
    );
    const empty = await fetchSource(source("gdelt-quiet", "gdelt", "/gdelt-empty.json"), NO_VALIDATORS);
    expect(empty).toEqual({ status: "ok", items: [], etag: null, lastModified: null });
  });

  it("sends If-None-Match with the stored ETag and reports not-modified on 304", async () => {
    const bbc = source("bbc-world", "rss", "/bbc.xml");
    const first = await fetchSource(bbc, NO_VALIDATORS, { now: NOW });
    if (first.status !== "ok") throw new Error("expected items");
    const second = await fetchSource(bbc, { etag: first.etag, lastModified: first.lastModified });
    expect(second).toEqual({ status: "not-modified" });
    expect(server.requests.at(-1)?.headers["if-none-match"]).toBe(BBC_ETAG);
  });

  it("round-trips Last-Modified as If-Modified-Since", async () => {
    const toi = source("toi", "rss", "/timesofisrael.xml");
    const first = await fetchSource(toi, NO_VALIDATORS, { now: NOW });
    expect(first).toMatchObject({ status: "ok", etag: null, lastModified: TOI_LAST_MODIFIED });
    if (first.status !== "ok") return;
    const second = await fetchSource(toi, { etag: first.etag, lastModified: first.lastModified });
    expect(second).toEqual({ status: "not-modified" });
    expect(server.requests.at(-1)?.headers["if-modified-since"]).toBe(TOI_LAST_MODIFIED);
  });

  it("follows redirects", async () => {
    const outcome = await fetchSource(source("moved", "rss", "/moved.xml"), NO_VALIDATORS, { now: NOW });
    expect(outcome).toMatchObject({ status: "ok", etag: BBC_ETAG });
  });

  it("fails a malformed feed with kind parse while a good feed fetched alongside still comes through", async () => {
    const [broken, good] = await Promise.allSettled([
      fetchSource(source("broken", "rss", "/malformed.xml"), NO_VALIDATORS, { now: NOW }),
      fetchSource(source("bbc-world", "rss", "/bbc.xml"), NO_VALIDATORS, { now: NOW }),
    ]);
    expect(broken.status).toBe("rejected");
    expect((broken as PromiseRejectedResult).reason).toMatchObject({ name: "SourceError", kind: "parse" });
    expect((broken as PromiseRejectedResult).reason.message).toMatch(/^broken: malformed XML/);
    expect(good.status === "fulfilled" && good.value.status === "ok" && good.value.items).toHaveLength(3);
  });

  it("fails an HTML page served instead of a feed with kind parse", async () => {
    const error = await throwsSourceError(fetchSource(source("captcha", "rss", "/captcha.html"), NO_VALIDATORS));
    expect(error.kind).toBe("parse");
  });

  it("times out a source that never answers", async () => {
    const started = Date.now();
    const error = await throwsSourceError(
      fetchSource(source("silent", "rss", "/silent.xml"), NO_VALIDATORS, { timeoutMs: 300 }),
    );
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("times out a source that stops sending halfway through the body", async () => {
    const error = await throwsSourceError(
      fetchSource(source("stalls", "rss", "/stalls-mid-body.xml"), NO_VALIDATORS, { timeoutMs: 300 }),
    );
    expect(error.kind).toBe("timeout");
  });

  it("cuts off a body over the cap while it streams (the server would send forever)", async () => {
    const error = await throwsSourceError(
      fetchSource(source("endless", "rss", "/endless.xml"), NO_VALIDATORS, { maxBytes: 256 * 1024 }),
    );
    expect(error.kind).toBe("too-large");
    expect(endless.bytes).toBeLessThan(64 * 1024 * 1024);
  });

  it("refuses a declared Content-Length over the default 2 MB cap without reading it", async () => {
    const error = await throwsSourceError(
      fetchSource(source("declared", "rss", "/declared-too-large.xml"), NO_VALIDATORS, { timeoutMs: 2_000 }),
    );
    expect(error.kind).toBe("too-large");
  });

  it("reports 429 with Retry-After seconds, and the next poll waits at least that long", async () => {
    const gdelt = source("gdelt", "gdelt", "/rate-limited.json");
    const error = await throwsSourceError(fetchSource(gdelt, NO_VALIDATORS));
    expect(error).toMatchObject({ kind: "http", status: 429, retryAfterSeconds: 120 });
    const delay = nextPollDelaySeconds({ ...gdelt, intervalSeconds: 30 }, 1, error.retryAfterSeconds);
    expect(delay).toBe(120);
  });

  it("reads a Retry-After HTTP date on 503", async () => {
    const error = await throwsSourceError(
      fetchSource(source("down", "rss", "/unavailable.xml"), NO_VALIDATORS, { now: NOW }),
    );
    expect(error).toMatchObject({ kind: "http", status: 503, retryAfterSeconds: 90 });
  });

  it("reports other non-2xx answers as http errors without a Retry-After", async () => {
    const error = await throwsSourceError(fetchSource(source("gone", "rss", "/gone.xml"), NO_VALIDATORS));
    expect(error).toMatchObject({ kind: "http", status: 404 });
    expect(error.retryAfterSeconds).toBeUndefined();
  });

  it("reports a refused connection as a network error", async () => {
    const closed = await startFixtureServer({});
    await closed.close();
    const error = await throwsSourceError(
      fetchSource({ ...source("refused", "rss", "/"), url: `${closed.url}/feed.xml` }, NO_VALIDATORS),
    );
    expect(error.kind).toBe("network");
  });
});
