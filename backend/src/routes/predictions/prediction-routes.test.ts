import { upsertMarketSnapshots } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

const DAY = 86_400_000;

describe.each(testEngines)("prediction market routes on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  let admin: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestServer(engine);
    [trader, admin] = await Promise.all([app.tokenFor("trader@demo.local"), app.tokenFor("admin@demo.local")]);
    const now = Date.now();
    const market = (externalId: string, volume: number, overrides: { closed?: boolean; tags?: string[]; startDaysAgo?: number; endInDays?: number | null } = {}) => ({
      platform: "polymarket" as const,
      externalId,
      question: `${externalId}?`,
      slug: externalId.toLowerCase(),
      closed: overrides.closed ?? false,
      eventUrl: `https://polymarket.com/event/${externalId}`,
      volume,
      startDate: new Date(now - (overrides.startDaysAgo ?? 10) * DAY),
      endDate: overrides.endInDays === null ? null : new Date(now + (overrides.endInDays ?? 30) * DAY),
      outcomes: [{ outcome: "Yes", price: 0.3, tokenId: "1" }],
      probability: 0.3,
      probabilityChange24h: null,
      tags: overrides.tags ?? [],
    });
    const { created } = await upsertMarketSnapshots(app.database.db, [
      market("Tariffs", 5_000, { tags: ["tariffs", "politics"], startDaysAgo: 3, endInDays: 2 }),
      market("Hormuz", 90_000, { tags: ["middle-east", "politics"] }),
      market("Settled", 1_000_000, { closed: true, tags: ["closed-topic"] }),
      market("Open-ended", 10, { endInDays: null }),
    ]);
    for (const row of created) ids[row.externalId] = String(row.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (method: string, path: string, token?: string) =>
    fetch(`${app.url}${path}`, { method, headers: token ? { authorization: `Bearer ${token}`, "content-type": "application/json" } : {} });

  it("lists open markets by volume, with age and remaining life in days", async () => {
    const events = (await readJson(await call("GET", "/api/prediction/events", trader))) as unknown as Record<string, unknown>[];
    expect(events.map((event) => event.question)).toEqual(["Hormuz?", "Tariffs?", "Open-ended?"]);
    expect(events[1]).toMatchObject({ id: ids.Tariffs, slug: "tariffs", volume: 5_000 });
    expect(events[1]!.age).toBeCloseTo(3, 1);
    expect(events[1]!.remaining_life).toBeCloseTo(2, 1);
    expect(events[2]!.remaining_life).toBe(0);
  });

  it("lists the distinct tags of open markets, alphabetically", async () => {
    expect(await readJson(await call("GET", "/api/prediction/tags", trader))).toEqual(["middle-east", "politics", "tariffs"]);
  });

  it("toggles a market on and off the caller's own watchlist", async () => {
    const toggle = async (token: string, id = ids.Hormuz) => {
      const response = await call("POST", `/api/prediction-markets/${id}/watchlist`, token);
      return { status: response.status, body: await readJson(response) };
    };
    expect(await toggle(trader)).toEqual({ status: 200, body: { watchlisted: true } });
    // Another user's list is their own: the admin's first toggle adds, and leaves the trader's entry alone.
    expect(await toggle(admin)).toEqual({ status: 200, body: { watchlisted: true } });
    expect(await toggle(trader)).toEqual({ status: 200, body: { watchlisted: false } });
    expect(await toggle(admin)).toEqual({ status: 200, body: { watchlisted: false } });
  });

  it("answers 404 for an unknown market, 400 for an id that is not one, and 401 to visitors", async () => {
    const unknown = await call("POST", "/api/prediction-markets/999999/watchlist", trader);
    expect(unknown.status).toBe(404);
    expect(await readJson(unknown)).toEqual({ error: "not_found", message: "No market 999999" });
    const bad = await call("POST", "/api/prediction-markets/abc/watchlist", trader);
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).message).toBe("params.id: must be a numeric market id");
    for (const path of ["/api/prediction/events", "/api/prediction/tags"]) expect((await call("GET", path)).status).toBe(401);
    expect((await call("POST", `/api/prediction-markets/${ids.Hormuz}/watchlist`)).status).toBe(401);
  });
});
