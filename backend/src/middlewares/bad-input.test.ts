import { gzipSync } from "node:zlib";
import { INTERACTION_EVENT_PROPERTIES_MAX_BYTES, INTERACTION_EVENT_PROPERTIES_MAX_KEYS } from "@tradewire/core";
import { tables } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readJson } from "../testing/read-json";
import { startTestServer, type TestServer } from "../testing/test-server";

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe.each(testEngines)("bad input that used to pass or answer 500, on %s", (engine) => {
  let app: TestServer;
  let member: string;

  beforeAll(async () => {
    app = await startTestServer(engine);
    member = await app.tokenFor("trader@demo.local");
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await app.database.db.delete(tables.interactionEvents);
  });

  const get = (path: string, token?: string) =>
    fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const postEvent = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) =>
    fetch(`${app.url}/api/events`, { method: "POST", headers, body });
  const storedEvents = async () => (await app.database.db.select().from(tables.interactionEvents)).map((row) => row.properties);
  const answerOf = async (answer: Response) => ({ status: answer.status, ...(await readJson(answer)) });

  it("refuses a feed cursor holding a date outside 1970..9999, or an id no row has, with 400 naming query.before", async () => {
    const refused = { status: 400, error: "bad_request", message: "query.before: not a cursor this API gave out" };
    for (const before of [
      cursor(["-100000-01-01T00:00:00Z", 1]),
      cursor(["+275760-09-13T00:00:01Z", 1]),
      cursor(["+275760-09-13T00:00:00Z", 1]),
      cursor(["+010000-01-01T00:00:00Z", 1]),
      cursor(["1969-12-31T23:59:59Z", 1]),
      cursor(["2025-01-01T00:00:00Z", 1e300]),
      cursor(["2025-01-01T00:00:00Z", 2 ** 63]),
      cursor(["2025-01-01T00:00:00Z", -1]),
    ]) {
      expect(await answerOf(await get(`/articles/latest?before=${before}`)), before).toEqual(refused);
      expect(await answerOf(await get(`/api/articles?before=${before}`, member)), before).toEqual(refused);
    }
    // A cursor the API could have given out still pages.
    const fine = await get(`/api/articles?before=${cursor(["2025-06-01T12:00:00.000Z", 42])}`, member);
    expect(fine.status).toBe(200);
  });

  it("answers 415 for an event body that is not sent as JSON, and stores nothing", async () => {
    const json = JSON.stringify({ name: "Article Clicked", properties: { a: 1 } });
    const plain = await postEvent(json, { "content-type": "text/plain" });
    expect(await answerOf(plain)).toMatchObject({ status: 415, error: "unsupported_media_type", message: expect.stringMatching(/^body: .*text\/plain/) });
    const untyped = await postEvent(new TextEncoder().encode(json), {});
    expect(await answerOf(untyped)).toMatchObject({ status: 415, error: "unsupported_media_type" });
    const form = await postEvent("name=Article+Clicked", { "content-type": "application/x-www-form-urlencoded" });
    expect(await answerOf(form)).toMatchObject({ status: 415, error: "unsupported_media_type" });
    expect(await storedEvents()).toEqual([]);
    // The same body as JSON is recorded.
    expect((await postEvent(json)).status).toBe(204);
    expect(await storedEvents()).toEqual([{ a: 1 }]);
  });

  it("answers 400 for a body whose bytes do not inflate as its Content-Encoding says, and stores nothing", async () => {
    const json = JSON.stringify({ name: "Article Clicked", properties: { a: 1 } });
    for (const encoding of ["gzip", "deflate"]) {
      const answer = await postEvent(json, { "content-type": "application/json", "content-encoding": encoding });
      expect(await answerOf(answer)).toMatchObject({ status: 400, error: "bad_request", message: expect.stringMatching(/Content-Encoding/) });
    }
    expect(await storedEvents()).toEqual([]);
    // The same body really gzipped is recorded.
    const gzipped = await postEvent(gzipSync(json), { "content-type": "application/json", "content-encoding": "gzip" });
    expect(gzipped.status).toBe(204);
    expect(await storedEvents()).toEqual([{ a: 1 }]);
  });

  it("caps an event's properties: 4 kB of JSON, a number of keys, flat values; naming body.properties", async () => {
    const event = (properties: unknown) => JSON.stringify({ name: "Article Clicked", properties });
    const refusal = async (properties: unknown) => answerOf(await postEvent(event(properties)));

    const large = { url: "x".repeat(INTERACTION_EVENT_PROPERTIES_MAX_BYTES) };
    expect(await refusal(large)).toMatchObject({ status: 400, error: "bad_request", message: expect.stringMatching(/^body\.properties: .*4 kB/) });
    const megabyte = { url: "x".repeat(900_000) };
    expect(await refusal(megabyte)).toMatchObject({ status: 400, message: expect.stringMatching(/^body\.properties/) });
    const many = Object.fromEntries(Array.from({ length: INTERACTION_EVENT_PROPERTIES_MAX_KEYS + 1 }, (_, i) => [`k${i}`, i]));
    expect(await refusal(many)).toMatchObject({ status: 400, message: expect.stringMatching(/^body\.properties: .*keys/) });
    expect(await refusal({ a: { b: 1 } })).toMatchObject({ status: 400, message: expect.stringMatching(/^body\.properties\.a/) });
    expect(await refusal({ ["k".repeat(200)]: 1 })).toMatchObject({ status: 400, message: expect.stringMatching(/^body\.properties/) });
    expect(await storedEvents()).toEqual([]);

    // What the UI sends (spec section 2), with a long article address, is well inside the caps.
    const clicked = { article_id: 123456, url: `https://www.reuters.com/markets/${"a".repeat(1500)}`, source: "reuters", impact: "high" };
    expect((await postEvent(event(clicked))).status).toBe(204);
    const atCap = Object.fromEntries(Array.from({ length: INTERACTION_EVENT_PROPERTIES_MAX_KEYS }, (_, i) => [`k${i}`, i]));
    expect((await postEvent(event(atCap))).status).toBe(204);
    expect(await storedEvents()).toEqual([clicked, atCap]);
  });

  it("answers 400 for a body nested deeper than any route takes, without overflowing the stack", async () => {
    for (const depth of [40, 200_000]) {
      const nested = `{"name":"Article Clicked","properties":{"a":${"[".repeat(depth)}${"]".repeat(depth)}}}`;
      expect(await answerOf(await postEvent(nested))).toMatchObject({ status: 400, message: expect.stringMatching(/^body\.properties\.a.*: nested deeper than 32 levels/) });
    }
    expect((await get("/healthz")).status).toBe(200);
  });
});
