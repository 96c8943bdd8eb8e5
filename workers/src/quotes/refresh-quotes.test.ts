import { priceAt } from "@tradewire/core/domain/report/index";
import { findQuotes } from "@tradewire/db";
import { makeFeedArticle } from "@tradewire/db/testing/factories";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReplayProvider } from "../prices/price-providers";
import { jobContextForTest } from "../testing/job-context-for-test";
import { refreshQuotesFrom } from "./refresh-quotes";

const MINUTE = 60_000;
/** Monday 23 November 2026, 11:02:30 New York: the session opened at 14:30 UTC. */
const monday = new Date("2026-11-23T16:02:30Z");

describe.each(testEngines)("refresh-quotes on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("quotes the tickers recent stories name, prices each story when it broke, and pushes only what changed", async () => {
    const { db } = database;
    const { context, published } = await jobContextForTest(database);
    const story = await makeFeedArticle(db, { title: "Nvidia wins Gulf deal", datePublished: new Date("2026-11-23T15:12:00Z"), tickers: ["NVDA", "XOM"] });
    // A day and a half old, past the last 24 hours, but among the newest stories: quoted too, priced at Friday's close.
    await makeFeedArticle(db, { datePublished: new Date("2026-11-22T02:00:00Z"), tickers: ["AAPL"] });
    const run = (now: Date) =>
      refreshQuotesFrom({ db, provider: createReplayProvider({ now: () => now }), publish: context.publish, now, everyMs: MINUTE });

    expect(await run(monday)).toEqual({ quoted: 3, pushed: 3, storiesPriced: 2 });
    // The prices a report of the same moment would read: the last finished 5-minute bar, the previous day's close.
    const provider = createReplayProvider({ now: () => monday });
    const bars = async (symbol: string) => ({
      "5m": await provider.history(symbol, { interval: "5m", from: new Date("2026-11-19T00:00:00Z"), to: monday }),
      "1d": await provider.history(symbol, { interval: "1d", from: new Date("2026-11-13T00:00:00Z"), to: monday }),
    });
    const nvda = await bars("NVDA");
    const quotes = await findQuotes(db, ["NVDA", "XOM", "AAPL"]);
    expect(quotes.map((quote) => quote.symbol)).toEqual(["AAPL", "NVDA", "XOM"]);
    expect(quotes[1]).toEqual({
      symbol: "NVDA",
      price: nvda["5m"].at(-1)!.close,
      previousClose: nvda["1d"].filter((bar) => bar.time < Date.parse("2026-11-23T00:00:00Z")).at(-1)!.close,
      asOf: new Date(nvda["5m"].at(-1)!.time),
    });
    // 17 five-minute bars have closed since 14:30; the 16:00 bar is still forming.
    expect(quotes[1]!.asOf).toEqual(new Date("2026-11-23T15:55:00Z"));

    expect(published.map((event) => event.event).sort()).toEqual(["article.updated", "article.updated", "quote.updated"]);
    const pushedQuotes = published.find((event) => event.event === "quote.updated")!.payload as { quotes: { symbol: string; price: number }[] };
    expect(pushedQuotes.quotes.map((quote) => [quote.symbol, quote.price])).toEqual(quotes.map((quote) => [quote.symbol, quote.price]));
    const updated = published.find((event) => event.event === "article.updated" && (event.payload as { id: string }).id === String(story.id))!
      .payload as { id: string; prices_at_story: Record<string, number> };
    // The story broke at 15:12: the 15:05 bar, which closed at 15:10, is the last price known then.
    expect(updated).toMatchObject({ id: String(story.id), prices_at_story: { NVDA: priceAt(nvda, Date.parse("2026-11-23T15:12:00Z")) } });
    expect(updated.prices_at_story.NVDA).toBe(nvda["5m"].find((bar) => bar.time === Date.parse("2026-11-23T15:05:00Z"))!.close);
    expect(Object.keys(updated.prices_at_story).sort()).toEqual(["NVDA", "XOM"]);

    // Nothing new within the same five minutes: no push. The next bar moves the quote: one push, no story again.
    published.length = 0;
    expect(await run(new Date(monday.getTime() + MINUTE))).toEqual({ quoted: 3, pushed: 0, storiesPriced: 0 });
    expect(published).toEqual([]);
    expect(await run(new Date(monday.getTime() + 5 * MINUTE))).toMatchObject({ pushed: 3, storiesPriced: 0 });
    expect(published.map((event) => event.event)).toEqual(["quote.updated"]);
  });
});
