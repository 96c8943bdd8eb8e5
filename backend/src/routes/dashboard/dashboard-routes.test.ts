import { setUserPlan, storeBars, upsertMarketSnapshots } from "@tradewire/db";
import { makeFeedArticle } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(testEngines)("dashboard routes on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  let admin: string;
  const storyIds: Record<string, string> = {};
  const marketIds: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestServer(engine);
    [trader, admin] = await Promise.all([app.tokenFor("trader@demo.local"), app.tokenFor("admin@demo.local")]);
    const db = app.database.db;
    const now = Date.now();
    const today = Math.floor(now / DAY) * DAY;

    const chips = await makeFeedArticle(db, { title: "Chip curbs widen to Gulf data centres", datePublished: new Date(now - 3 * HOUR), tickers: ["NVDA", "AMD"] });
    const oil = await makeFeedArticle(db, { title: "Exxon raises output as Brent climbs", datePublished: new Date(now - HOUR), tickers: ["XOM"] });
    storyIds.chips = String(chips.id);
    storyIds.oil = String(oil.id);
    // A story of last month: its ticker moved most, but it is not in the news now.
    await makeFeedArticle(db, { title: "Boeing halts deliveries", datePublished: new Date(now - 30 * DAY), tickers: ["BA"] });

    // As the report jobs cache them: yesterday's daily close, and today's latest 5-minute bar.
    const latest = Math.max(today, now - 5 * MINUTE);
    for (const [symbol, previousClose, last] of [
      ["NVDA", 100, 103.5],
      ["AMD", 80, 76],
      ["XOM", 50, 50.5],
      ["BA", 200, 260],
    ] as const) {
      const yesterday = today - DAY + 14.5 * HOUR;
      await storeBars(db, `replay:${symbol}`, "1d", [{ time: yesterday, close: previousClose }], { from: new Date(yesterday), to: new Date(yesterday + DAY) });
      await storeBars(db, `replay:${symbol}`, "5m", [{ time: latest, close: last }], { from: new Date(latest), to: new Date(latest + 5 * MINUTE) });
    }

    const market = (externalId: string, overrides: { closed?: boolean; probability?: number; change?: number } = {}) => ({
      platform: "polymarket" as const,
      externalId,
      question: `${externalId}?`,
      slug: externalId.toLowerCase(),
      closed: overrides.closed ?? false,
      eventUrl: `https://polymarket.com/event/${externalId}`,
      volume: 1_000,
      startDate: new Date(now - 10 * DAY),
      endDate: new Date(now + 30 * DAY),
      outcomes: [{ outcome: "Yes", price: overrides.probability ?? 0.5, tokenId: "1" }],
      probability: overrides.probability ?? 0.5,
      probabilityChange24h: overrides.change ?? null,
      tags: [],
    });
    const { created } = await upsertMarketSnapshots(db, [
      market("Hormuz", { probability: 0.42, change: 0.05 }),
      market("Tariffs", { probability: 0.7, change: -0.02 }),
      market("Settled", { closed: true }),
    ]);
    for (const row of created) marketIds[row.externalId] = String(row.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = async (path: string, token?: string, method = "GET") => {
    const response = await fetch(`${app.url}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, body: (await readJson(response)) as Record<string, any> & Record<string, any>[] };
  };

  it("answers a premium user the day's movers of recent stories, largest absolute change first, with the story that named each", async () => {
    const { status, body } = await call("/api/dashboard/movers", admin);
    expect(status).toBe(200);
    expect(body.map((mover: Record<string, unknown>) => [mover.ticker, mover.price, mover.previous_close, mover.change_percent])).toEqual([
      ["AMD", 76, 80, -5],
      ["NVDA", 103.5, 100, 3.5],
      ["XOM", 50.5, 50, 1],
    ]);
    expect(body[1]).toMatchObject({
      company: "NVDA Inc.",
      exchange: "NASDAQ",
      story: { id: storyIds.chips, title: "Chip curbs widen to Gulf data centres" },
    });
    expect(body[2]!.story.id).toBe(storyIds.oil);
    expect(Date.parse(body[0]!.as_of)).toBeLessThanOrEqual(Date.now());
  });

  it("refuses Market Trends to a free user with 403 and a message, and both cards to visitors with 401", async () => {
    const refused = await call("/api/dashboard/movers", trader);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("forbidden");
    expect(refused.body.message).toBe("Market trends needs a premium plan; see /billing");
    for (const path of ["/api/dashboard/movers", "/api/dashboard/watchlist"]) expect((await call(path)).status).toBe(401);
  });

  it("answers each user, on any plan, their own watchlisted open markets, newest entry first, with price and 24 h change", async () => {
    const watch = async (token: string, market: string) => expect((await call(`/api/prediction-markets/${marketIds[market]}/watchlist`, token, "POST")).body).toEqual({ watchlisted: true });
    await watch(admin, "Tariffs");
    await watch(admin, "Settled");
    await watch(admin, "Hormuz");
    await watch(trader, "Tariffs");

    const mine = await call("/api/dashboard/watchlist", admin);
    expect(mine.status).toBe(200);
    expect(mine.body.map((market: Record<string, unknown>) => [market.question, market.probability, market.probability_change_24h])).toEqual([
      ["Hormuz?", 0.42, 0.05],
      ["Tariffs?", 0.7, -0.02],
    ]);
    expect(mine.body[0]).toMatchObject({ id: marketIds.Hormuz, watchlisted: true, platform: "polymarket", event_url: "https://polymarket.com/event/Hormuz" });

    // The trader is on the free plan: their hearts are theirs all the same.
    const theirs = await call("/api/dashboard/watchlist", trader);
    expect(theirs.status).toBe(200);
    expect(theirs.body.map((market: Record<string, unknown>) => market.question)).toEqual(["Tariffs?"]);
    await setUserPlan(app.database.db, "trader@demo.local", "premium");
    expect((await call("/api/dashboard/movers", trader)).status).toBe(200);
    await setUserPlan(app.database.db, "trader@demo.local", "free");
  });
});
