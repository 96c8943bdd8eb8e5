import { moveSubjectKey, storeMove, type MoveRecord } from "@tradewire/db";
import { makeFeedArticle, makePredictionMarket, makeTickers } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("the moves route on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  let marketId: number;
  let storyId: number;

  beforeAll(async () => {
    app = await startTestServer(engine);
    trader = await app.tokenFor("trader@demo.local");
    const db = app.database.db;
    const end = new Date("2026-11-23T15:10:00Z");
    const nvda = (await makeTickers(db, ["NVDA"])).get("NVDA")!;
    const story = await makeFeedArticle(db, { title: "Nvidia slides on export curbs", datePublished: new Date("2026-11-23T14:50:00Z"), tickers: ["NVDA"] });
    storyId = story.id;
    const stock: MoveRecord = {
      kind: "stock",
      subject: moveSubjectKey({ kind: "stock", symbol: "NVDA" }),
      tickerId: nvda.id,
      marketId: null,
      startsAt: new Date(end.getTime() - 300_000),
      endsAt: end,
      fromValue: 100,
      toValue: 96,
      abnormalReturn: -0.038,
      benchmark: "SPY",
      sigma: 0.002,
      zScore: -19,
      priceSource: "replay",
    };
    await storeMove(db, stock, [{ id: story.id, score: 4.4, evidence: [{ kind: "named", detail: "names NVDA" }] }]);
    const market = await makePredictionMarket(db, { question: "Will Iran close the Strait of Hormuz in 2026?" });
    marketId = market.id;
    await storeMove(
      db,
      { ...stock, kind: "market", subject: moveSubjectKey({ kind: "market", marketId }), tickerId: null, marketId, endsAt: new Date(end.getTime() + 60_000), fromValue: 0.4, toValue: 0.47, abnormalReturn: null, benchmark: null, sigma: null, zScore: null },
      [],
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (path: string, token?: string) => fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("gives a member the newest moves first, each with its stories and their evidence", async () => {
    const response = await get("/api/moves", trader);
    expect(response.status).toBe(200);
    const { moves } = await response.json();
    expect(moves.map((move: { kind: string }) => move.kind)).toEqual(["market", "stock"]);
    expect(moves[0]).toMatchObject({ market_id: String(marketId), question: "Will Iran close the Strait of Hormuz in 2026?", points: 7, ticker: null, prices: "replay", stories: [] });
    expect(moves[1]).toMatchObject({
      ticker: "NVDA",
      company: "NVDA Inc.",
      from: 100,
      to: 96,
      abnormal_return: -0.038,
      benchmark: "SPY",
      z_score: -19,
      points: null,
      ends_at: "2026-11-23T15:10:00.000Z",
      stories: [{ id: String(storyId), title: "Nvidia slides on export curbs", score: 4.4, evidence: [{ kind: "named", detail: "names NVDA" }] }],
    });
  });

  it("gives one market's moves, and at most `limit`", async () => {
    const one = await (await get(`/api/moves?market_id=${marketId}`, trader)).json();
    expect(one.moves.map((move: { kind: string }) => move.kind)).toEqual(["market"]);
    const limited = await (await get("/api/moves?limit=1", trader)).json();
    expect(limited.moves).toHaveLength(1);
  });

  it("answers a visitor 401 and a bad limit or market id 400 naming it", async () => {
    expect((await get("/api/moves")).status).toBe(401);
    const badLimit = await get("/api/moves?limit=500", trader);
    expect(badLimit.status).toBe(400);
    expect(JSON.stringify(await badLimit.json())).toContain("limit must be 1 to 100");
    const badMarket = await get("/api/moves?market_id=abc", trader);
    expect(badMarket.status).toBe(400);
    expect(JSON.stringify(await badMarket.json())).toContain("market_id must be a numeric market id");
  });
});
