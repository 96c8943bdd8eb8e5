import type { SavedView, SavedViewInput } from "@tradewire/core";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";

const tariffs: SavedViewInput = {
  name: "Tariffs, high",
  filters: { impacts: ["high"], sources: ["reuters", "bloomberg"], tags: ["tariffs"], tickers: ["CAT", "DE"], q: "steel" },
};
const oil: SavedViewInput = { name: "Oil", filters: { impacts: [], sources: [], tags: ["middle-east"], tickers: ["XOM"], q: "" } };

describe.each(testEngines)("saved view routes on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  let admin: string;

  beforeAll(async () => {
    app = await startTestServer(engine);
    trader = await app.tokenFor("trader@demo.local");
    admin = await app.tokenFor("admin@demo.local");
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (method: string, path: string, token: string | null, body?: unknown) =>
    fetch(`${app.url}/api/users/me/views${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const viewsOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()) as { views: SavedView[] }).views;
  };

  it("keeps each member's views under their keys, replacing and forgetting one at a time", async () => {
    expect(await viewsOf(await call("GET", "", trader))).toEqual([]);
    await call("PUT", "/3", trader, oil);
    expect(await viewsOf(await call("PUT", "/1", trader, tariffs))).toEqual([
      { slot: 1, ...tariffs },
      { slot: 3, ...oil },
    ]);
    // A second save under a key replaces the view there, whole.
    const renamed = { ...oil, name: "Crude", filters: { ...oil.filters, tickers: [] } };
    expect(await viewsOf(await call("PUT", "/3", trader, renamed))).toEqual([
      { slot: 1, ...tariffs },
      { slot: 3, ...renamed },
    ]);
    // Another member's views are theirs alone: the token says whose views a call reads and changes.
    expect(await viewsOf(await call("PUT", "/1", admin, oil))).toEqual([{ slot: 1, ...oil }]);
    expect(await viewsOf(await call("DELETE", "/1", trader))).toEqual([{ slot: 3, ...renamed }]);
    expect(await viewsOf(await call("DELETE", "/1", trader))).toEqual([{ slot: 3, ...renamed }]);
    expect(await viewsOf(await call("GET", "", admin))).toEqual([{ slot: 1, ...oil }]);
  });

  it("reads symbols in capitals, as the feed's ticker filter does", async () => {
    const views = await viewsOf(await call("PUT", "/9", trader, { ...oil, filters: { ...oil.filters, tickers: ["brk.b"] } }));
    expect(views.find((view) => view.slot === 9)?.filters.tickers).toEqual(["BRK.B"]);
  });

  it("is for members, and names what is wrong with a key or a view", async () => {
    expect((await call("GET", "", null)).status).toBe(401);
    expect((await call("PUT", "/1", null, oil)).status).toBe(401);
    for (const key of ["0", "10", "x"]) {
      const answer = await call("PUT", `/${key}`, trader, oil);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(await answer.json())).toContain("must be a view's key, 1 to 9");
    }
    const nameless = await call("PUT", "/2", trader, { ...oil, name: "  " });
    expect(nameless.status).toBe(400);
    expect(JSON.stringify(await nameless.json())).toContain("a view needs a name");
    const badImpact = await call("PUT", "/2", trader, { ...oil, filters: { ...oil.filters, impacts: ["huge"] } });
    expect(badImpact.status).toBe(400);
    expect(JSON.stringify(await badImpact.json())).toContain("impacts");
    expect((await viewsOf(await call("GET", "", trader))).map((view) => view.slot)).not.toContain(2);
  });
});
