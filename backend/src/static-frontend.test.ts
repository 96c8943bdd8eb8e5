import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "./testing/raw-get";
import { startTestServer, type TestServer } from "./testing/test-server";

/** A built frontend as the Vite build leaves it: each file beside its brotli and gzip copies. */
function writeBuild(dir: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, content);
    writeFileSync(`${path}.br`, brotliCompressSync(content));
    writeFileSync(`${path}.gz`, gzipSync(content));
  }
}

describe("the built frontend over the wire", () => {
  let app: TestServer;
  let dist: string;
  const script = `console.log(${JSON.stringify("tradewire ".repeat(400))});`;
  const html = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "tradewire-dist-"));
    writeBuild(dist, { "index.html": html, "assets/index-Ab12Cd34.js": script });
    app = await startTestServer("pglite", { frontendDir: dist });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends a hashed asset's brotli copy made at build time, cached for a year as immutable", async () => {
    const answer = await rawGet(`${app.url}/assets/index-Ab12Cd34.js`, { "accept-encoding": "br, gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers["content-type"]).toMatch(/javascript/);
    // The stored copy itself, not one compressed again for this request.
    expect(Number(answer.headers["content-length"])).toBe(statSync(join(dist, "assets/index-Ab12Cd34.js.br")).size);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it("sends the gzip copy to a browser without brotli, and the file itself to one that accepts neither", async () => {
    const gzip = await rawGet(`${app.url}/assets/index-Ab12Cd34.js`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await rawGet(`${app.url}/assets/index-Ab12Cd34.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("has index.html asked again on every visit (no-cache), compressed too, and answers 304 while it has not changed", async () => {
    for (const path of ["/", "/news"]) {
      const answer = await rawGet(`${app.url}${path}`, { accept: "text/html", "accept-encoding": "br" });
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(answer.body).toString()).toBe(html);
    }
    const first = await rawGet(`${app.url}/`, { accept: "text/html" });
    const again = await rawGet(`${app.url}/`, { accept: "text/html", "if-modified-since": first.headers["last-modified"]! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("never caches a missing asset", async () => {
    const answer = await rawGet(`${app.url}/assets/index-Missing1.js`, { "accept-encoding": "br" });
    expect(answer.status).toBe(404);
    expect(answer.headers["cache-control"] ?? "").not.toMatch(/immutable|max-age=31536000/);
  });
});
