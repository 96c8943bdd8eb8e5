import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { listNewsletterSubscribers } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

const subscribe = async (app: TestServer, body: unknown) => {
  const response = await fetch(`${app.url}/api/newsletter/subscribe`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await readJson(response) };
};

describe.each(testEngines)("newsletter sign-up kept in the database on %s", (engine) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("keeps a visitor's address lower-cased, and a second sign-up of it is a success, not a second row", async () => {
    expect(await subscribe(app, { email: "  Reader@Example.COM " })).toEqual({ status: 200, body: { subscribed: true } });
    expect(await subscribe(app, { email: "reader@example.com" })).toEqual({ status: 200, body: { subscribed: true } });
    expect(await listNewsletterSubscribers(app.database.db)).toEqual(["reader@example.com"]);
  });

  it("answers a filled honeypot like any sign-up, and keeps nothing", async () => {
    expect(await subscribe(app, { email: "bot@spam.example", website: "http://spam.example" })).toEqual({ status: 200, body: { subscribed: true } });
    expect(await listNewsletterSubscribers(app.database.db)).toEqual(["reader@example.com"]);
  });

  it("answers 400 naming the field for a missing or malformed address", async () => {
    expect(await subscribe(app, {})).toEqual({ status: 400, body: { error: "bad_request", message: "body.email: Email is required" } });
    expect((await subscribe(app, { email: "not-an-address" })).body.message).toBe("body.email: must be a valid email address");
    expect(await listNewsletterSubscribers(app.database.db)).toEqual(["reader@example.com"]);
  });
});

describe("newsletter sign-up with NEWSLETTER_URL", () => {
  let app: TestServer;
  let provider: Server;
  let answer = 200;
  const posts: { path: string; contentType: string; body: string }[] = [];

  beforeAll(async () => {
    provider = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        posts.push({ path: request.url ?? "", contentType: request.headers["content-type"] ?? "", body });
        response.writeHead(answer, { "content-type": "text/html" }).end("<p>Thanks</p>");
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    const { port } = provider.address() as AddressInfo;
    app = await startTestServer("pglite", { env: { NEWSLETTER_URL: `http://127.0.0.1:${port}/lists/join` } });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => provider?.close(resolve));
  });

  it("posts the address to the mailing-list form and keeps no copy", async () => {
    expect(await subscribe(app, { email: "Reader@Example.com" })).toEqual({ status: 200, body: { subscribed: true } });
    expect(posts).toEqual([{ path: "/lists/join", contentType: "application/x-www-form-urlencoded", body: "email=reader%40example.com" }]);
    expect(await listNewsletterSubscribers(app.database.db)).toEqual([]);
  });

  it("never passes a honeypot sign-up on", async () => {
    expect((await subscribe(app, { email: "bot@spam.example", website: "x" })).status).toBe(200);
    expect(posts).toHaveLength(1);
  });

  it("answers 502 when the mailing list refuses, so the reader can try again", async () => {
    answer = 500;
    expect(await subscribe(app, { email: "late@example.com" })).toEqual({
      status: 502,
      body: { error: expect.any(String), message: "The mailing list refused the sign-up (HTTP 500); please try again later" },
    });
    answer = 200;
  });
});
