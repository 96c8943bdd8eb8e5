import { readFileSync } from "node:fs";
import { storedWorldReportSchema, worldRanges, type StoredWorldReport } from "@tradewire/core";
import { bigFiveBanks, g10Indices } from "@tradewire/core/domain/world/index";
import { findWorldReport } from "@tradewire/db";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorldReport } from "./build-world-report.job";
import { PriceProviderError, yahooSymbolOf } from "../prices/price-providers";
import { createInlineRunner } from "../runners/inline-runner";
import { runAttempt } from "../runners/job-runner";
import { jobContextForTest } from "../testing/job-context-for-test";
import { startFixtureServer, type FixtureRoute, type FixtureServer } from "@tradewire/platform/testing";
import { buildWorldReports } from "./build-world-reports";
import { createWorldReplayProvider } from "./create-world-replay-provider";
import { worldPriceProviderFor } from "./world-price-provider-for";

const fixture = (name: string) => readFileSync(new URL(`../testing/fixtures/${name}`, import.meta.url), "utf8");
const chartPath = (symbol: string) => `/v8/finance/chart/${encodeURIComponent(yahooSymbolOf(symbol))}`;
const answer = (status: number, body: string, type = "application/json"): FixtureRoute => (_request, response) => {
  response.writeHead(status, { "content-type": type }).end(body);
};
const silent = pino({ level: "silent" });

const storedReport = async (database: TestDatabase, range: string) => {
  const row = await findWorldReport(database.db, range);
  return row && { builtAt: row.builtAt, ...storedWorldReportSchema.parse(row.payload) };
};

describe.each(testEngines)("build-world-report on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  describe("with replayed prices", () => {
    it("stores every range: each G10 index as % change from the range's first day, and the five banks' closes", async () => {
      const { context } = await jobContextForTest(database, { PRICE_SOURCE: "replay" });
      await runAttempt(buildWorldReport, {}, context, 1);

      const reports = Object.fromEntries(await Promise.all(worldRanges.map(async (range) => [range, (await storedReport(database, range))!] as const)));
      for (const range of worldRanges) {
        const { world, banks, builtAt } = reports[range]!;
        expect(Date.now() - builtAt.getTime()).toBeLessThan(60_000);
        expect(world).toMatchObject({ range, mode: "replay", missing: [] });
        expect(world.series.map((series) => [series.region, series.symbol, series.name])).toEqual(g10Indices.map((entry) => [entry.region, entry.symbol, entry.index]));
        for (const series of world.series) {
          expect(series.values).toHaveLength(world.dates.length);
          expect(series.values[0]).toBe(0);
          // A replayed index moves, but not by half in a year.
          expect(series.values.every((value) => Math.abs(value) < 50)).toBe(true);
          expect(new Set(series.values).size).toBeGreaterThan(1);
        }
        expect(banks).toMatchObject({ range, mode: "replay", missing: [] });
        expect(banks.banks.map((bank) => bank.symbol)).toEqual(bigFiveBanks.map((bank) => bank.symbol));
      }
      // Trading days only, ascending, and each shorter range the end of the longer one.
      const yearDates = reports["1y"]!.world.dates;
      expect(yearDates).toEqual([...yearDates].sort());
      expect(yearDates.every((date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))).toBe(true);
      expect(yearDates.length).toBeGreaterThan(240);
      expect(reports["3mo"]!.world.dates).toEqual(yearDates.slice(-reports["3mo"]!.world.dates.length));
      expect(reports["1mo"]!.world.dates).toEqual(yearDates.slice(-reports["1mo"]!.world.dates.length));
      expect(reports["1mo"]!.world.dates.length).toBeLessThan(reports["3mo"]!.world.dates.length);
    });

    it("serves the banks the replay provider's own closes, the same on every build", async () => {
      const { banks } = (await storedReport(database, "1mo"))!;
      const provider = createWorldReplayProvider();
      const from = new Date(`${banks.dates[0]}T00:00:00Z`);
      for (const bank of banks.banks) {
        const closes = (await provider.history(bank.symbol, { interval: "1d", from, to: new Date() })).map((bar) => bar.close);
        // The running session's close may have moved on by a 5-minute step since the build.
        expect(bank.closes.slice(0, -1)).toEqual(closes.slice(0, bank.closes.length - 1));
        expect(bank.changes.at(-1)).toBeCloseTo((bank.closes.at(-1)! / bank.closes[0]! - 1) * 100, 1);
      }
      const royal = banks.banks.find((bank) => bank.symbol === "RY")!;
      expect(royal.name).toBe("Royal Bank of Canada");
    });

    it("runs at start on the inline runner's schedule", async () => {
      const fresh = await createTestDatabase(engine);
      try {
        const { context } = await jobContextForTest(fresh, { PRICE_SOURCE: "replay" });
        const runner = createInlineRunner({ context, definitions: [buildWorldReport] });
        await runner.start();
        try {
          await expect.poll(async () => (await findWorldReport(fresh.db, "1y")) !== undefined, { timeout: 15_000, interval: 200 }).toBe(true);
        } finally {
          await runner.close();
        }
      } finally {
        await fresh.drop();
      }
    });
  });

  describe("with Yahoo prices from a loopback server", () => {
    let server: FixtureServer;
    /** What each chart path answers now; a test may change one. */
    const routes: Record<string, FixtureRoute> = {};
    const asked: URL[] = [];
    const gspc = answer(200, fixture("yahoo_chart_v8_GSPC_range5d_interval1d.json"));

    beforeAll(async () => {
      for (const symbol of [...g10Indices.map((entry) => entry.symbol), ...bigFiveBanks.map((bank) => bank.symbol)]) routes[chartPath(symbol)] = gspc;
      // Sweden's index is unknown at this Yahoo.
      routes[chartPath("^OMX")] = answer(404, fixture("yahoo_chart_v8_notfound_404.json"));
      const recorded = (path: string): FixtureRoute => (request, response) => {
        asked.push(new URL(request.url ?? "", "http://fixture"));
        routes[path]!(request, response);
      };
      server = await startFixtureServer(Object.fromEntries(Object.keys(routes).map((path) => [path, recorded(path)])));
    });
    afterAll(() => server?.close());

    const askedFor = (symbol: string) => asked.filter((url) => url.pathname === chartPath(symbol));

    const build = async (now: Date): Promise<Record<string, StoredWorldReport>> => {
      const { context } = await jobContextForTest(database, { PRICE_SOURCE: "yahoo", YAHOO_BASE_URL: server.url });
      const provider = await worldPriceProviderFor(context);
      return buildWorldReports({ db: database.db, provider, logger: silent, now });
    };

    it("reads a year of daily bars per symbol and aligns them, leaving out a region Yahoo does not know", async () => {
      const built = await build(new Date("2026-10-10T00:00:00Z"));
      const stored = (await storedReport(database, "1mo"))!;
      expect(stored.world).toEqual(built["1mo"]!.world);

      // The fixture's 2026-10-08 bar has no close: no index traded that day, so it is no date.
      expect(stored.world.dates).toEqual(["2026-10-05", "2026-10-06", "2026-10-07", "2026-10-09"]);
      expect(stored.world.mode).toBe("live");
      expect(stored.world.missing).toEqual(["Sweden"]);
      expect(stored.world.series.map((series) => series.region)).toEqual(g10Indices.map((entry) => entry.region).filter((region) => region !== "Sweden"));
      expect(stored.world.series.find((series) => series.region === "United States")).toEqual({
        region: "United States",
        symbol: "^GSPC",
        name: "S&P 500",
        values: [0, -0.35, 0.44, 0.35],
      });
      expect(stored.banks.banks.find((bank) => bank.symbol === "TD")).toEqual({
        symbol: "TD",
        name: "Toronto-Dominion Bank",
        closes: [6712.44, 6689.02, 6741.87, 6735.6],
        changes: [0, -0.35, 0.44, 0.35],
      });

      // Daily bars of a year and the two weeks before it, once per symbol.
      const [first, ...again] = askedFor("^GSPC");
      expect(again).toEqual([]);
      expect(first?.pathname).toBe("/v8/finance/chart/%5EGSPC");
      expect(first?.searchParams.get("interval")).toBe("1d");
      expect(Number(first?.searchParams.get("period1"))).toBe(Date.parse("2025-09-26T00:00:00Z") / 1000);
      expect(Number(first?.searchParams.get("period2"))).toBe(Date.parse("2026-10-10T00:00:00Z") / 1000);
      expect(askedFor("RY")).toHaveLength(1);
    });

    it("asks the next build only for the days since the last cached bar", async () => {
      await build(new Date("2026-10-12T00:00:00Z"));
      const tail = askedFor("^FCHI").at(-1);
      expect(askedFor("^FCHI")).toHaveLength(2);
      expect(Number(tail?.searchParams.get("period1"))).toBe(Date.parse("2026-10-09T00:00:00Z") / 1000);
      expect(Number(tail?.searchParams.get("period2"))).toBe(Date.parse("2026-10-12T00:00:00Z") / 1000);
    });

    it("keeps the last report when Yahoo rate-limits a symbol, so the job retries", async () => {
      const before = (await storedReport(database, "1mo"))!;
      routes[chartPath("^N225")] = answer(429, fixture("yahoo_rate_limited_429.txt"), "text/plain");
      const failure = await build(new Date("2026-10-14T00:00:00Z")).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(PriceProviderError);
      expect((failure as PriceProviderError).kind).toBe("rate-limited");
      expect(await storedReport(database, "1mo")).toEqual(before);
    });
  });
});
