import { storeQuotes } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("quote routes on %s", (engine) => {
  let app: TestServer;
  let trader: string;

  beforeAll(async () => {
    app = await startTestServer(engine);
    trader = await app.tokenFor("trader@demo.local");
    await storeQuotes(app.database.db, [
      { symbol: "NVDA", price: 181.25, previousClose: 178.5, asOf: new Date("2026-11-23T15:55:00Z") },
      { symbol: "XOM", price: 118.4, previousClose: null, asOf: new Date("2026-11-23T15:55:00Z") },
    ]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (query: string, signedIn = true) =>
    fetch(`${app.url}/api/quotes?${query}`, { headers: signedIn ? { authorization: `Bearer ${trader}` } : {} });

  it("answers the quotes of the symbols asked for, in any case, leaving out those without one", async () => {
    const response = await get("symbols=xom,NVDA,ZZZZ,NVDA");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { symbol: "NVDA", price: 181.25, previous_close: 178.5, as_of: "2026-11-23T15:55:00.000Z" },
      { symbol: "XOM", price: 118.4, previous_close: null, as_of: "2026-11-23T15:55:00.000Z" },
    ]);
  });

  it("is for members", async () => {
    expect((await get("symbols=NVDA", false)).status).toBe(401);
  });

  it("names what is wrong with the symbols asked for", async () => {
    for (const [query, problem] of [
      ["", "symbols"],
      ["symbols=", "name at least one symbol"],
      ["symbols=NVDA,<script>", "symbols are tickers like NVDA"],
      [`symbols=${Array.from({ length: 201 }, (_, i) => `S${i}`).join(",")}`, "at most 200 symbols at once"],
    ] as const) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(await response.json()), query).toContain(problem);
    }
  });
});
