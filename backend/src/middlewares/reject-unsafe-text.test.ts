import { tables } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../testing/read-json";
import { startTestServer, type TestServer } from "../testing/test-server";

/**
 * Text PostgreSQL (and PGlite) cannot store, or that does not decode at all, answers 400 naming where it
 * was, wherever a caller can put text: before, each of these reached a query and answered 500.
 */
describe.each(testEngines)("text that no database can hold, on %s", (engine) => {
  let app: TestServer;
  let member: string;
  let admin: string;

  beforeAll(async () => {
    app = await startTestServer(engine);
    member = await app.tokenFor("trader@demo.local");
    admin = await app.tokenFor("admin@demo.local");
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (path: string, token?: string) =>
    fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const postJson = (path: string, body: string, token?: string) =>
    fetch(`${app.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
  const postForm = (path: string, body: string) =>
    fetch(`${app.url}${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });

  /** A 400 in the API's error shape whose message starts with where the bad text was. */
  const expectRefused = async (answer: Response, where: string, what: RegExp) => {
    const body = await readJson(answer);
    expect({ status: answer.status, error: body.error }).toEqual({ status: 400, error: "bad_request" });
    expect(body.message.startsWith(`${where}: `), `"${body.message}" names ${where}`).toBe(true);
    expect(body.message).toMatch(what);
  };
  const NUL = /NUL/;
  const SURROGATE = /surrogate/;
  const UNDECODABLE = /percent-encod/;

  it("refuses NUL in the query of the feed, the member search and the ticker search", async () => {
    await expectRefused(await get("/articles/latest?q=%00"), "query.q", NUL);
    await expectRefused(await get("/articles/latest?q=oil%00price"), "query.q", NUL);
    await expectRefused(await get("/api/articles?q=%00", member), "query.q", NUL);
    await expectRefused(await get("/api/tickers/search?q=%00", member), "query.q", NUL);
    await expectRefused(await get("/api/tickers/search?%00=1"), "query", NUL);
    // Text around the bad parameter is still fine.
    expect((await get("/articles/latest?q=oil")).status).toBe(200);
    expect((await get("/api/tickers/search?q=AA", member)).status).toBe(200);
  });

  it("refuses percent-encodings that do not decode to UTF-8, including an encoded lone surrogate", async () => {
    await expectRefused(await get("/articles/latest?q=%E0%A4%A"), "query.q", UNDECODABLE);
    await expectRefused(await get("/articles/latest?q=%ED%A0%80"), "query.q", UNDECODABLE);
    await expectRefused(await get("/api/tickers/search?q=%FF"), "query.q", UNDECODABLE);
    await expectRefused(await get("/api/prices/%E0%A4%A", member), "path", UNDECODABLE);
    // A well-formed encoding of text outside ASCII is ordinary text.
    expect((await get("/articles/latest?q=%E2%82%AC%20%F0%9F%9B%A2")).status).toBe(200);
  });

  it("refuses NUL in a path parameter, on a route and off every route", async () => {
    await expectRefused(await get("/oidc/interaction/%00/details"), "path", NUL);
    await expectRefused(await get("/api/report/1%00", member), "path", NUL);
    await expectRefused(await get("/no/such/%00"), "path", NUL);
  });

  it("refuses NUL or a lone surrogate in a JSON body, in values and keys at any depth, and stores nothing", async () => {
    const event = (properties: string) => `{"name":"Article Clicked","properties":${properties}}`;
    await expectRefused(await postJson("/api/events", event(`{"a":"\\u0000"}`)), "body.properties.a", NUL);
    await expectRefused(await postJson("/api/events", event(`{"\\u0000":1}`)), "body.properties", NUL);
    await expectRefused(await postJson("/api/events", event(`{"a":"\\ud800"}`)), "body.properties.a", SURROGATE);
    await expectRefused(await postJson("/api/events", event(`{"a":"x\\udc00"}`)), "body.properties.a", SURROGATE);
    await expectRefused(await postJson("/api/events", event(`{"\\udbff":"x"}`)), "body.properties", SURROGATE);
    await expectRefused(await postJson("/api/events", `{"name":"Article\\u0000Clicked"}`), "body.name", NUL);
    // A surrogate pair is one ordinary character.
    expect((await postJson("/api/events", event(`{"a":"\\ud83d\\udee2"}`))).status).toBe(204);
    const stored = await app.database.db.select().from(tables.interactionEvents);
    expect(stored.map((row) => row.properties)).toEqual([{ a: "🛢" }]);
  });

  it("refuses NUL in the admin's ticker list, naming the entry", async () => {
    const tickers = `[{"ticker":"AAPL","company":"Apple"},{"ticker":"MSFT","company":"Micro\\u0000soft"}]`;
    await expectRefused(await postJson("/api/articles/1/tickers", tickers, admin), "body.1.company", NUL);
    await expectRefused(await postJson("/api/articles/1/tickers", `[{"ticker":"AA\\u0000"}]`, admin), "body.0.ticker", NUL);
  });

  it("refuses NUL in the identity provider's parameters, in the query and in a form body", async () => {
    const authorize = new URLSearchParams({
      client_id: "tradewire-web",
      redirect_uri: `${app.url}/auth/callback`,
      response_type: "code",
      scope: "openid",
    });
    await expectRefused(await get(`/oidc/auth?${authorize}&client_id=%00`), "query.client_id", NUL);
    await expectRefused(await get(`/oidc/auth?${authorize}&state=%E0%A4%A`), "query.state", UNDECODABLE);
    await expectRefused(await postForm("/oidc/token", "grant_type=client_credentials&client_id=%00&client_secret=x"), "body.client_id", NUL);
    await expectRefused(await postForm("/oidc/token", "grant_type=refresh_token&client_id=tradewire-web&refresh_token=%00"), "body.refresh_token", NUL);
    await expectRefused(await postForm("/oidc/token", "grant_type=refresh_token&client_id=tradewire-web&refresh_token=%ED%A0%80"), "body.refresh_token", UNDECODABLE);
    // A form body the provider can read still reaches it: an unknown refresh token is its own 400.
    const unknown = await postForm("/oidc/token", "grant_type=refresh_token&client_id=tradewire-web&refresh_token=nope");
    expect(unknown.status).toBe(400);
    expect((await readJson(unknown)).error).toBe("invalid_grant");
  });
});
