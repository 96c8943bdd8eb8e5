import { presentMarket, upsertMarketSnapshots } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("cached prediction market lists on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  let admin: string;

  const snapshot = (probability: number, tags: string[]) => ({
    platform: "kalshi" as const,
    externalId: "KXFED-26DEC",
    question: "Will the Fed cut rates in December?",
    slug: "kxfed-26dec",
    closed: false,
    eventUrl: "https://kalshi.com/markets/kxfed",
    volume: 50_000,
    startDate: new Date(Date.now() - 86_400_000),
    endDate: new Date(Date.now() + 30 * 86_400_000),
    outcomes: [{ outcome: "Yes", price: probability, tokenId: null }],
    probability,
    probabilityChange24h: null,
    tags,
  });
  /** What the market poll does: store the new snapshot, then announce the markets that changed. */
  const poll = async (probability: number, tags: string[]) => {
    const { created, updated } = await upsertMarketSnapshots(app.database.db, [snapshot(probability, tags)]);
    for (const market of created) await app.jobs.context.publish("market.created", presentMarket(market));
    for (const market of updated) await app.jobs.context.publish("market.updated", presentMarket(market));
  };
  const events = async (token: string) => (await readJson(await fetch(`${app.url}/api/prediction/events`, { headers: { authorization: `Bearer ${token}` } }))) as unknown as Record<string, any>[];
  const tags = async () => readJson(await fetch(`${app.url}/api/prediction/tags`, { headers: { authorization: `Bearer ${trader}` } }));

  beforeAll(async () => {
    app = await startTestServer(engine);
    [trader, admin] = await Promise.all([app.tokenFor("trader@demo.local"), app.tokenFor("admin@demo.local")]);
    await poll(0.3, ["fed"]);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("shows a price and tags the market poll announced on the next read", async () => {
    expect((await events(trader))[0]).toMatchObject({ probability: 0.3 });
    expect(await tags()).toEqual(["fed"]);
    await poll(0.65, ["fed", "rates"]);
    expect((await events(trader))[0]).toMatchObject({ probability: 0.65 });
    expect(await tags()).toEqual(["fed", "rates"]);
  });

  it("marks the caller's own watchlist at once, and nobody else's", async () => {
    const [market] = await events(trader);
    expect(market!.watchlisted).toBe(false);
    const toggled = await fetch(`${app.url}/api/prediction-markets/${market!.id}/watchlist`, { method: "POST", headers: { authorization: `Bearer ${trader}`, "content-type": "application/json" } });
    expect(await readJson(toggled)).toEqual({ watchlisted: true });
    expect((await events(trader))[0]!.watchlisted).toBe(true);
    expect((await events(admin))[0]!.watchlisted).toBe(false);
  });
});
