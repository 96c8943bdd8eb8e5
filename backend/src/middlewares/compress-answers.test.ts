import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../testing/raw-get";
import { startTestServer, type TestServer } from "../testing/test-server";
import { COMPRESSION_THRESHOLD_BYTES } from "./compress-answers";

describe("compressed JSON answers", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("compresses an answer of 1 kB or more with brotli, or gzip for a client without brotli, and says it varies by Accept-Encoding", async () => {
    const plain = await rawGet(`${app.url}/api/openapi.json`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await rawGet(`${app.url}/api/openapi.json`, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));

    const gzip = await rawGet(`${app.url}/api/openapi.json`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it("sends an answer under 1 kB as it is", async () => {
    const answer = await rawGet(`${app.url}/healthz`, { "accept-encoding": "br, gzip" });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toMatchObject({ status: "ok" });
  });
});
