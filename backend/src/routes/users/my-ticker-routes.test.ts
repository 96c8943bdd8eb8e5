import { MY_TICKERS_LIMIT } from "@tradewire/core";
import { makeTickers } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("my ticker routes on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  let admin: string;

  beforeAll(async () => {
    app = await startTestServer(engine);
    trader = await app.tokenFor("trader@demo.local");
    admin = await app.tokenFor("admin@demo.local");
    await makeTickers(app.database.db, ["NVDA", "XOM", "BRK.B", ...Array.from({ length: MY_TICKERS_LIMIT }, (_, i) => `MT${i}`)]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (method: string, path: string, token: string | null) =>
    fetch(`${app.url}/api/users/me/tickers${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const listOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()) as { tickers: string[] }).tickers;
  };

  it("keeps each member's own list, in the order added, each symbol once", async () => {
    expect(await listOf(await call("GET", "", trader))).toEqual([]);
    await call("PUT", "/nvda", trader);
    expect(await listOf(await call("PUT", "/BRK.B", trader))).toEqual(["NVDA", "BRK.B"]);
    expect(await listOf(await call("PUT", "/NVDA", trader))).toEqual(["NVDA", "BRK.B"]);
    // Another member's list is theirs alone: the token says whose list a call reads and changes.
    expect(await listOf(await call("PUT", "/XOM", admin))).toEqual(["XOM"]);
    expect(await listOf(await call("GET", "", trader))).toEqual(["NVDA", "BRK.B"]);
    expect(await listOf(await call("DELETE", "/NVDA", trader))).toEqual(["BRK.B"]);
    expect(await listOf(await call("DELETE", "/NVDA", trader))).toEqual(["BRK.B"]);
    expect(await listOf(await call("GET", "", admin))).toEqual(["XOM"]);
    await call("DELETE", "/BRK.B", trader);
  });

  it("is for members, and names what is wrong with a symbol", async () => {
    expect((await call("GET", "", null)).status).toBe(401);
    expect((await call("PUT", "/NVDA", null)).status).toBe(401);
    const unknown = await call("PUT", "/ZZZZ", trader);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: "not_found", message: "ZZZZ is not a listed ticker" });
    const malformed = await call("PUT", "/%3Cscript%3E", trader);
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await malformed.json())).toContain("must be a ticker symbol such as NVDA");
  });

  it(`holds at most ${MY_TICKERS_LIMIT} symbols, and says so`, async () => {
    for (let i = 0; i < MY_TICKERS_LIMIT; i++) await call("PUT", `/MT${i}`, trader);
    expect(await listOf(await call("GET", "", trader))).toHaveLength(MY_TICKERS_LIMIT);
    const full = await call("PUT", "/NVDA", trader);
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: "conflict", message: `My tickers holds at most ${MY_TICKERS_LIMIT} symbols: remove one to add NVDA` });
    // One already there is no addition.
    expect((await call("PUT", "/MT0", trader)).status).toBe(200);
    // 200 requests one after another: CI's loaded machine took more than the default 20 s.
  }, 90_000);
});
