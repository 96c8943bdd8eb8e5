import { describe, expect, it } from "vitest";
import type { Database } from "../client";
import { makeFeedArticle } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { findMarketMovers } from "./market-movers";
import { storeBars } from "./price-bars";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Bars of one price source's symbol ("replay:NVDA"), covered up to `fetchedTo` (when the report job last fetched them). */
async function bars(db: Database, symbol: string, interval: string, closes: [string, number][], fetchedTo?: string) {
  const stored = closes.map(([time, close]) => ({ time: Date.parse(time), close }));
  const to = fetchedTo ? new Date(fetchedTo) : new Date(Math.max(...stored.map((bar) => bar.time)) + HOUR);
  await storeBars(db, symbol, interval, stored, { from: new Date(Math.min(...stored.map((bar) => bar.time))), to });
}

// The tests share one database; each lives in a year of its own, later than the one before, so a test's
// window of recent stories holds only its own.
describe.each(testEngines)("market movers on %s", (engine) => {
  const database = useTestDatabase(engine);
  const query = (now: string, overrides: Partial<Parameters<typeof findMarketMovers>[1]> = {}) => {
    const at = Date.parse(now);
    return findMarketMovers(database().db, { storiesSince: new Date(at - 2 * DAY), stories: 100, barsSince: new Date(at - 7 * DAY), limit: 10, ...overrides });
  };

  it("ranks the tickers of recent stories by the size of the day's move, each with the newest story that named it", async () => {
    const db = database().db;
    const older = await makeFeedArticle(db, { title: "Chip export curbs widen", datePublished: new Date("2031-03-04T12:00:00Z"), tickers: ["NVDA", "TSLA"] });
    const newer = await makeFeedArticle(db, { title: "AMD and Nvidia win Gulf data-centre deal", datePublished: new Date("2031-03-05T14:00:00Z"), tickers: ["AMD", "NVDA"] });
    await makeFeedArticle(db, { title: "Exxon warns on margins", datePublished: new Date("2031-03-01T12:00:00Z"), tickers: ["XOM"] });
    await makeFeedArticle(db, { title: "Apple supplier shifts to India", datePublished: new Date("2031-03-05T15:00:00Z"), tickers: ["AAPL"] });

    for (const [symbol, previous, today, last] of [
      ["NVDA", 100, 104, 105],
      ["AMD", 50, 49, 48],
      ["TSLA", 200, 201, 201],
      ["XOM", 100, 150, 150],
    ] as const) {
      // Daily bars start at the session open; today's is still forming. The 5m bars end later.
      await bars(db, `replay:${symbol}`, "1d", [["2031-03-03T14:30:00Z", previous - 1], ["2031-03-04T14:30:00Z", previous], ["2031-03-05T14:30:00Z", today]]);
      await bars(db, `replay:${symbol}`, "5m", [["2031-03-05T20:50:00Z", today], ["2031-03-05T20:55:00Z", last]]);
    }

    const movers = await query("2031-03-05T21:00:00Z");
    expect(movers.map((mover) => [mover.ticker, mover.changePercent])).toEqual([
      ["NVDA", 5],
      ["AMD", -4],
      ["TSLA", 0.5],
    ]);
    expect(movers[0]).toEqual({
      ticker: "NVDA",
      company: "NVDA Inc.",
      exchange: "NASDAQ",
      price: 105,
      previousClose: 100,
      changePercent: 5,
      asOf: new Date("2031-03-05T20:55:00Z"),
      story: { id: newer.id, title: "AMD and Nvidia win Gulf data-centre deal", url: newer.url, datePublished: new Date("2031-03-05T14:00:00Z") },
    });
    expect(movers[2]!.story.id).toBe(older.id);
    expect((await query("2031-03-05T21:00:00Z", { limit: 2 })).map((mover) => mover.ticker)).toEqual(["NVDA", "AMD"]);
    // Only the newest stories count: the newest story naming a ticker is AAPL's, which has no prices.
    expect(await query("2031-03-05T21:00:00Z", { stories: 1 })).toEqual([]);
  });

  it("reads each ticker's prices from the source fetched for it last, and leaves out a move that is not the day's", async () => {
    const db = database().db;
    await makeFeedArticle(db, { title: "Oil jumps on Hormuz threat", datePublished: new Date("2032-06-10T13:00:00Z"), tickers: ["USO", "XLE"] });
    // Live prices from an earlier run; the replay prices are the ones fetched last.
    await bars(db, "yahoo:USO", "1d", [["2032-06-08T13:30:00Z", 10], ["2032-06-09T13:30:00Z", 20]], "2032-06-09T20:00:00Z");
    await bars(db, "replay:USO", "1d", [["2032-06-09T13:30:00Z", 80], ["2032-06-10T13:30:00Z", 82]], "2032-06-10T20:00:00Z");
    // XLE's latest bar is weeks old.
    await bars(db, "replay:XLE", "1d", [["2032-05-01T13:30:00Z", 90], ["2032-05-02T13:30:00Z", 99]]);

    const movers = await query("2032-06-10T20:00:00Z");
    expect(movers.map(({ ticker, price, previousClose, changePercent }) => ({ ticker, price, previousClose, changePercent }))).toEqual([
      { ticker: "USO", price: 82, previousClose: 80, changePercent: 2.5 },
    ]);
  });

  it("without daily bars, measures from the last bar of the previous session", async () => {
    const db = database().db;
    await makeFeedArticle(db, { title: "Boeing halts deliveries to China", datePublished: new Date("2033-09-14T12:00:00Z"), tickers: ["BA"] });
    await bars(db, "replay:BA", "1h", [
      ["2033-09-13T18:30:00Z", 199],
      ["2033-09-13T19:30:00Z", 200],
      ["2033-09-14T13:30:00Z", 196],
      ["2033-09-14T14:30:00Z", 190],
    ]);
    const [mover] = await query("2033-09-14T15:00:00Z");
    expect(mover).toMatchObject({ ticker: "BA", price: 190, previousClose: 200, changePercent: -5, asOf: new Date("2033-09-14T14:30:00Z") });
  });

  it("answers nothing without recent stories or without a previous close", async () => {
    const db = database().db;
    expect(await query("2034-01-10T20:00:00Z")).toEqual([]);
    await makeFeedArticle(db, { title: "New listing surges on debut", datePublished: new Date("2034-01-10T15:00:00Z"), tickers: ["NEWCO"] });
    await bars(db, "replay:NEWCO", "5m", [["2034-01-10T14:30:00Z", 20], ["2034-01-10T19:55:00Z", 26]]);
    expect(await query("2034-01-10T20:00:00Z")).toEqual([]);
  });
});
