import { storeBars, upsertTickers } from "@tradewire/db";
import { makePriceBars } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("price routes on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  const hour = 3_600_000;
  const recent = new Date("2026-11-19T15:00:00Z");
  const older = new Date("2026-11-10T15:00:00Z");

  beforeAll(async () => {
    app = await startTestServer(engine);
    trader = await app.tokenFor("trader@demo.local");
    const db = app.database.db;
    await upsertTickers(db, [
      { ticker: "NVDA", company: "NVIDIA Corporation", exchange: "NASDAQ", sector: "Technology", country: "United States", marketCap: 3e12 },
      { ticker: "QQQ", company: "Invesco QQQ Trust", exchange: "NASDAQ", sector: "ETF", country: "United States", marketCap: null },
    ]);
    // NVDA was fetched from Yahoo first, then from the replay set: the replay bars are the ones answered.
    await makePriceBars(db, "yahoo:NVDA", [90, 91], older, "1h");
    await makePriceBars(db, "replay:NVDA", [100, 101.5, 99.25], recent, "1h");
    await makePriceBars(db, "replay:NVDA", [98, 100], new Date("2026-11-17T00:00:00Z"), "1d");
    await makePriceBars(db, "replay:SPY", [600], older, "1d");
    await makePriceBars(db, "replay:QQQ", [500], older, "1d");
    await makePriceBars(db, "replay:^AEX", [900], new Date(older.getTime() - 24 * hour), "1d");
    // A span fetched without any bar (a holiday), and bars under a key that is not a source's: neither is offered.
    await storeBars(db, "replay:EMPTY", "1h", [], { from: recent, to: new Date(recent.getTime() + hour) });
    await makePriceBars(db, "LEGACY", [5], recent, "1h");
    await makePriceBars(db, "yahoo/USO", [70], recent, "5m");
    // A newer fetch of SPY by a source the app does not know must not hide the replay bars.
    await makePriceBars(db, "stooq:SPY", [601], recent, "1d");
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (path: string, signedIn = true) =>
    fetch(`${app.url}${path}`, { headers: signedIn ? { authorization: `Bearer ${trader}` } : {} });

  describe("GET /api/prices", () => {
    it("lists the symbols that have bars, fetched most recently first, in the source fetched last, each named and of its kind", async () => {
      const response = await get("/api/prices");
      expect(response.status).toBe(200);
      const olderFetch = new Date(older.getTime() + hour).toISOString();
      expect(await response.json()).toEqual([
        { symbol: "NVDA", company: "NVIDIA Corporation", name: "NVIDIA Corporation", kind: "stock", source: "replay", intervals: ["1h", "1d"], updated_at: new Date(recent.getTime() + 3 * hour).toISOString() },
        { symbol: "QQQ", company: "Invesco QQQ Trust", name: "Invesco QQQ Trust", kind: "fund", source: "replay", intervals: ["1d"], updated_at: olderFetch },
        { symbol: "SPY", company: null, name: "SPY", kind: "stock", source: "replay", intervals: ["1d"], updated_at: olderFetch },
        { symbol: "^AEX", company: null, name: "AEX", kind: "index", source: "replay", intervals: ["1d"], updated_at: new Date(older.getTime() - 23 * hour).toISOString() },
      ]);
    });

    it("requires sign-in", async () => {
      expect((await get("/api/prices", false)).status).toBe(401);
    });
  });

  describe("GET /api/prices/:symbol", () => {
    it("answers the closes of one bar size, oldest first, with the symbol in any case", async () => {
      const response = await get("/api/prices/nvda?interval=1h");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        symbol: "NVDA",
        company: "NVIDIA Corporation",
        source: "replay",
        interval: "1h",
        bars: [
          { time: recent.getTime(), close: 100 },
          { time: recent.getTime() + hour, close: 101.5 },
          { time: recent.getTime() + 2 * hour, close: 99.25 },
        ],
      });
    });

    it("reads hourly bars when no interval is given, and an empty list for a bar size not cached", async () => {
      expect((await readJson(await get("/api/prices/NVDA"))).bars).toHaveLength(3);
      const daily = await readJson(await get("/api/prices/SPY?interval=5m"));
      expect(daily).toMatchObject({ symbol: "SPY", interval: "5m", bars: [] });
    });

    it("answers only the newest 1000 bars", async () => {
      const start = new Date("2026-01-01T00:00:00Z");
      const closes = Array.from({ length: 1010 }, (_, index) => 50 + index / 100);
      await makePriceBars(app.database.db, "replay:AMD", closes, start, "15m");
      const { bars } = await readJson(await get("/api/prices/AMD?interval=15m"));
      expect(bars).toHaveLength(1000);
      expect(bars[0]).toEqual({ time: start.getTime() + 10 * hour, close: closes[10] });
      expect(bars.at(-1)).toEqual({ time: start.getTime() + 1009 * hour, close: closes[1009] });
    });

    it("answers 404 for a symbol without cached bars, naming it", async () => {
      for (const symbol of ["ZZZZ", "EMPTY", "LEGACY", "USO"]) {
        const response = await get(`/api/prices/${symbol}?interval=1h`);
        expect(response.status).toBe(404);
        expect((await readJson(response)).message).toBe(`No cached prices for ${symbol}`);
      }
    });

    it("answers 400 naming the bad interval or symbol", async () => {
      const badInterval = await get("/api/prices/NVDA?interval=2h");
      expect(badInterval.status).toBe(400);
      expect((await readJson(badInterval)).message).toBe("query.interval: must be one of 5m, 15m, 1h, 1d");
      const badSymbol = await get(`/api/prices/${encodeURIComponent("NV DA;")}`);
      expect(badSymbol.status).toBe(400);
      expect((await readJson(badSymbol)).message).toBe("params.symbol: must be a ticker symbol such as NVDA");
    });

    it("requires sign-in", async () => {
      expect((await get("/api/prices/NVDA", false)).status).toBe(401);
    });
  });
});
