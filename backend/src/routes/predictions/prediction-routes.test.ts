import { appendMarketPricePoints, upsertMarketSnapshots } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

const DAY = 86_400_000;
const HOUR = 3_600_000;

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
    expect(events[1]).toMatchObject({ id: ids.Tariffs, slug: "tariffs", volume: 5_000, platform: "polymarket", probability: 0.3, watchlisted: false });
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

  it("marks the caller's own watchlisted markets in the table, and no one else's", async () => {
    await call("POST", `/api/prediction-markets/${ids.Tariffs}/watchlist`, admin);
    const marks = async (token: string) =>
      Object.fromEntries(((await readJson(await call("GET", "/api/prediction/events", token))) as unknown as { question: string; watchlisted: boolean }[]).map((event) => [event.question, event.watchlisted]));
    expect(await marks(admin)).toEqual({ "Hormuz?": false, "Tariffs?": true, "Open-ended?": false });
    expect(await marks(trader)).toEqual({ "Hormuz?": false, "Tariffs?": false, "Open-ended?": false });
    await call("POST", `/api/prediction-markets/${ids.Tariffs}/watchlist`, admin);
  });

  it("answers price histories of the markets asked for, in that order, within the hours asked", async () => {
    const now = Date.now();
    await appendMarketPricePoints(app.database.db, Number(ids.Hormuz), [
      { at: new Date(now - 30 * HOUR), price: 0.1 },
      { at: new Date(now - 2 * HOUR), price: 0.12 },
      { at: new Date(now - HOUR), price: 0.15 },
    ]);
    await appendMarketPricePoints(app.database.db, Number(ids.Tariffs), [{ at: new Date(now - HOUR), price: 0.4 }]);
    const histories = await readJson(await call("GET", `/api/prediction/markets?ids=${ids.Tariffs},${ids.Hormuz}`, trader));
    expect(histories).toEqual([
      { id: ids.Tariffs, question: "Tariffs?", outcome: "Yes", "token-id": "1", prices: [{ date: now - HOUR, price: 0.4 }] },
      { id: ids.Hormuz, question: "Hormuz?", outcome: "Yes", "token-id": "1", prices: [{ date: now - 2 * HOUR, price: 0.12 }, { date: now - HOUR, price: 0.15 }] },
    ]);
    const longer = (await readJson(await call("GET", `/api/prediction/markets?ids=${ids.Hormuz}&hours=48`, trader))) as unknown as { prices: unknown[] }[];
    expect(longer[0]!.prices).toHaveLength(3);
  });

  it("answers the caller's watchlist by default, and nothing of another user's", async () => {
    await call("POST", `/api/prediction-markets/${ids.Hormuz}/watchlist`, trader);
    const questions = async (token: string) => ((await readJson(await call("GET", "/api/prediction/markets", token))) as unknown as { question: string }[]).map((market) => market.question);
    expect(await questions(trader)).toEqual(["Hormuz?"]);
    expect(await questions(admin)).toEqual([]);
    await call("POST", `/api/prediction-markets/${ids.Hormuz}/watchlist`, trader);
  });

  it("answers 400 naming the problem for bad ids or hours", async () => {
    const message = async (query: string) => (await readJson(await call("GET", `/api/prediction/markets?${query}`, trader))).message;
    expect(await message("ids=1,x")).toBe("query.ids: must be market ids separated by commas");
    expect(await message(`ids=${Array.from({ length: 11 }, (_, index) => index + 1).join(",")}`)).toBe("query.ids: at most 10 markets");
    expect(await message("ids=1&hours=49")).toMatch(/^query\.hours: /);
  });

  it("answers 404 for an unknown market, 400 for an id that is not one, and 401 to visitors", async () => {
    const unknown = await call("POST", "/api/prediction-markets/999999/watchlist", trader);
    expect(unknown.status).toBe(404);
    expect(await readJson(unknown)).toEqual({ error: "not_found", message: "No market 999999" });
    const bad = await call("POST", "/api/prediction-markets/abc/watchlist", trader);
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).message).toBe("params.id: must be a numeric market id");
    for (const path of ["/api/prediction/events", "/api/prediction/tags", "/api/prediction/markets"]) expect((await call("GET", path)).status).toBe(401);
    expect((await call("POST", `/api/prediction-markets/${ids.Hormuz}/watchlist`)).status).toBe(401);
  });
});
