import { readFileSync } from "node:fs";
import { OIL_BAR_INTERVAL, OIL_SYMBOL } from "@tradewire/core";
import { readLatestSessionBars } from "@tradewire/db";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshOilPrices } from "./refresh-oil-prices.job";
import { createReplayProvider, PriceProviderError } from "../prices/price-providers";
import { runAttempt } from "../runners/job-runner";
import { jobContextForTest } from "../testing/job-context-for-test";
import { startFixtureServer, type FixtureRoute, type FixtureServer } from "@tradewire/platform/testing";
import { createReplayMinuteBars } from "./create-replay-minute-bars";
import { createYahooMinuteBars } from "./create-yahoo-minute-bars";
import { keepLastSession } from "./keep-last-session";

const fixture = (name: string) => readFileSync(new URL(`../testing/fixtures/${name}`, import.meta.url), "utf8");
const MINUTE = 60_000;
/** Friday 20 and Monday 23 November 2026 (EST): the sessions open at 14:30 UTC and close at 21:00 UTC. */
const fridayOpen = Date.parse("2026-11-20T14:30:00Z");
const mondayOpen = Date.parse("2026-11-23T14:30:00Z");
const sessionClose = (open: number) => open + 390 * MINUTE;

const storedOil = (database: TestDatabase, sources: readonly string[] = ["yahoo", "replay"]) =>
  readLatestSessionBars(database.db, OIL_SYMBOL, OIL_BAR_INTERVAL, sources);

const expectMinuteSpacing = (bars: { time: number }[]) => {
  for (let index = 1; index < bars.length; index += 1) expect(bars[index]!.time - bars[index - 1]!.time).toBe(MINUTE);
};

describe.each(testEngines)("refresh-oil-prices on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  describe("with replayed prices", () => {
    const replayAt = (iso: string) => {
      const now = new Date(iso);
      return { now, source: createReplayMinuteBars(createReplayProvider({ now: () => now })) };
    };

    it("keeps the running session's minutes, each fifth minute closing where the replayed 5-minute bar does", async () => {
      const fresh = await createTestDatabase(engine);
      try {
        // Monday 11:02:30 New York: 18 five-minute steps are over, so 90 minutes have bars.
        const { now, source } = replayAt("2026-11-23T16:02:30Z");
        const kept = await keepLastSession({ db: fresh.db, source, symbol: OIL_SYMBOL, now });
        expect(kept).toEqual({ session: { open: new Date(mondayOpen), close: new Date(sessionClose(mondayOpen)) }, fetched: 90 });

        const stored = (await storedOil(fresh))!;
        expect(stored).toMatchObject({ source: "replay", coveredFrom: new Date(mondayOpen), coveredTo: now });
        expect(stored.bars).toHaveLength(90);
        expect(stored.bars[0]!.time).toBe(mondayOpen);
        expect(stored.bars.at(-1)!.time).toBe(mondayOpen + 89 * MINUTE);
        expectMinuteSpacing(stored.bars);

        const steps = await createReplayProvider({ now: () => now }).history(OIL_SYMBOL, { interval: "5m", from: new Date(mondayOpen), to: now });
        expect(steps).toHaveLength(18);
        steps.forEach((step, index) => expect(stored.bars[index * 5 + 4]!.close).toBe(step.close));
        // USO near its replay anchor ($74.60), moving by cents from minute to minute.
        for (const bar of stored.bars) expect(bar.close).toBeGreaterThan(50);
        expect(new Set(stored.bars.map((bar) => bar.close)).size).toBeGreaterThan(10);
      } finally {
        await fresh.drop();
      }
    });

    it("keeps the last finished session before a session's first bar, and does not fetch it again once whole", async () => {
      const fresh = await createTestDatabase(engine);
      try {
        // Monday 09:33 New York: the first 5-minute step is not over, so Friday is the last session with bars.
        const { now, source } = replayAt("2026-11-23T14:33:00Z");
        const kept = await keepLastSession({ db: fresh.db, source, symbol: OIL_SYMBOL, now });
        expect(kept).toEqual({ session: { open: new Date(fridayOpen), close: new Date(sessionClose(fridayOpen)) }, fetched: 390 });
        const friday = (await storedOil(fresh))!;
        expect(friday.bars[0]!.time).toBe(fridayOpen);
        expect(friday.bars.at(-1)!.time).toBe(sessionClose(fridayOpen) - MINUTE);
        expectMinuteSpacing(friday.bars);

        expect(await keepLastSession({ db: fresh.db, source, symbol: OIL_SYMBOL, now })).toMatchObject({ fetched: 0 });

        // Once Monday's first step is over, Monday replaces Friday.
        const later = replayAt("2026-11-23T14:41:00Z");
        expect(await keepLastSession({ db: fresh.db, source: later.source, symbol: OIL_SYMBOL, now: later.now })).toMatchObject({ fetched: 10 });
        const monday = (await storedOil(fresh))!;
        expect(monday.bars.map((bar) => bar.time)).toEqual(Array.from({ length: 10 }, (_, index) => mondayOpen + index * MINUTE));
        // The session's first minutes start from Friday's close.
        const fridayClose = friday.bars.at(-1)!.close;
        const firstStep = monday.bars[4]!.close;
        expect(Math.min(fridayClose, firstStep) - 0.01).toBeLessThanOrEqual(monday.bars[0]!.close);
        expect(monday.bars[0]!.close).toBeLessThanOrEqual(Math.max(fridayClose, firstStep) + 0.01);
      } finally {
        await fresh.drop();
      }
    });

    it("runs as the job on replay prices, storing the last session under the replay source", async () => {
      const { context } = await jobContextForTest(database, { PRICE_SOURCE: "replay" });
      await runAttempt(refreshOilPrices, {}, context, 1);
      const stored = (await storedOil(database))!;
      expect(stored.source).toBe("replay");
      expect(stored.bars.length).toBeGreaterThan(0);
      expect(stored.bars.length).toBeLessThanOrEqual(390);
      expect(stored.bars[0]!.time).toBe(stored.coveredFrom.getTime());
      expect(stored.bars.at(-1)!.time).toBeLessThanOrEqual(Date.now());
      expectMinuteSpacing(stored.bars);
    });
  });

  describe("with Yahoo prices from a loopback server", () => {
    let server: FixtureServer;
    const asked: URL[] = [];
    /** What the USO chart answers now; a test may change it. */
    let answer: FixtureRoute;

    /** The recorded chart answer, its four closes moved to the first minutes of the period asked for. */
    const chartOfPeriodAsked: FixtureRoute = (request, response) => {
      const chart = JSON.parse(fixture("yahoo_chart_v8_USDJPY_range1d_interval1h.json"));
      const start = Number(new URL(request.url ?? "", "http://fixture").searchParams.get("period1"));
      chart.chart.result[0].timestamp = chart.chart.result[0].timestamp.map((_: number, index: number) => start + index * 60);
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(chart));
    };

    beforeAll(async () => {
      server = await startFixtureServer({
        "/v8/finance/chart/USO": (request, response) => {
          asked.push(new URL(request.url ?? "", "http://fixture"));
          answer(request, response);
        },
      });
    });
    afterAll(() => server?.close());

    it("asks Yahoo for the session's 1-minute bars, regular hours only, and keeps the bars inside the session", async () => {
      const fresh = await createTestDatabase(engine);
      try {
        answer = (_request, response) => response.writeHead(200, { "content-type": "application/json" }).end(fixture("yahoo_chart_v8_USDJPY_range1d_interval1h.json"));
        asked.length = 0;
        // Friday 9 October 2026 (EDT): the session runs 13:30 to 20:00 UTC; the recorded bars start 18:00, 19:00, 20:00 and 21:00.
        const now = new Date("2026-10-09T20:30:00Z");
        const source = createYahooMinuteBars({ baseUrl: server.url });
        const kept = await keepLastSession({ db: fresh.db, source, symbol: OIL_SYMBOL, now });
        expect(kept?.fetched).toBe(2);

        expect(asked).toHaveLength(1);
        expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
          period1: String(Date.parse("2026-10-09T13:30:00Z") / 1000),
          period2: String(Date.parse("2026-10-09T20:00:00Z") / 1000),
          interval: "1m",
          includePrePost: "false",
        });
        expect(server.requests.at(-1)!.headers["user-agent"]).toMatch(/^Mozilla\/5\.0/);
        expect(await storedOil(fresh)).toEqual({
          source: "yahoo",
          bars: [
            { time: Date.parse("2026-10-09T18:00:00Z"), close: 151.701 },
            { time: Date.parse("2026-10-09T19:00:00Z"), close: 151.788 },
          ],
          coveredFrom: new Date("2026-10-09T13:30:00Z"),
          coveredTo: new Date(Date.parse("2026-10-09T20:00:00Z") - 1),
        });
      } finally {
        await fresh.drop();
      }
    });

    it("runs as the job on Yahoo prices when PRICE_SOURCE says so, storing them as live prices in place of the replayed ones", async () => {
      answer = chartOfPeriodAsked;
      asked.length = 0;
      const { context } = await jobContextForTest(database, { PRICE_SOURCE: "yahoo", YAHOO_BASE_URL: server.url });
      await runAttempt(refreshOilPrices, {}, context, 1);
      expect(asked.length).toBeGreaterThanOrEqual(1);
      const stored = (await storedOil(database, ["yahoo"]))!;
      expect(stored.source).toBe("yahoo");
      // All four, unless the session opened less than four minutes ago.
      expect(stored.bars.length).toBeGreaterThanOrEqual(1);
      expect(stored.bars.map((bar) => bar.close)).toEqual([151.701, 151.788, 151.81, 151.842].slice(0, stored.bars.length));
      expect(stored.bars[0]!.time).toBe(Number(asked.at(-1)!.searchParams.get("period1")) * 1000);
      // The replay test before this one stored a replayed session: live and replayed prices never meet.
      expect(await storedOil(database, ["replay"])).toBeUndefined();
    });

    it("fails with the provider's kind on Yahoo's 404 and 429, storing nothing", async () => {
      const fresh = await createTestDatabase(engine);
      try {
        const source = createYahooMinuteBars({ baseUrl: server.url });
        const now = new Date("2026-10-09T20:30:00Z");
        answer = (_request, response) => response.writeHead(404, { "content-type": "application/json" }).end(fixture("yahoo_chart_v8_notfound_404.json"));
        await expect(keepLastSession({ db: fresh.db, source, symbol: OIL_SYMBOL, now })).rejects.toMatchObject({ name: "PriceProviderError", kind: "not-found" });

        answer = (_request, response) => response.writeHead(429, { "content-type": "text/plain", "retry-after": "30" }).end(fixture("yahoo_rate_limited_429.txt"));
        const limited = await keepLastSession({ db: fresh.db, source, symbol: OIL_SYMBOL, now }).catch((error: unknown) => error);
        expect(limited).toBeInstanceOf(PriceProviderError);
        expect(limited).toMatchObject({ kind: "rate-limited", status: 429, retryAfterSeconds: 30 });
        expect(await storedOil(fresh)).toBeUndefined();
      } finally {
        await fresh.drop();
      }
    });
  });
});
