import { describe, expect, it } from "vitest";
import { presentArticle } from "../presenters/present-article";
import { makeFeedArticle, makeTickers, makeUser } from "../testing/factories";
import { addUserTicker } from "./user-tickers";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { findFeedArticles } from "./articles";
import { findQuotes, recentStoriesSince, setPricesAtStory, storeQuotes, symbolsToQuote, unpricedStoryTickers, type QuoteRecord } from "./ticker-quotes";

const quote = (symbol: string, price: number, previousClose: number | null = 100, asOf = "2033-01-05T15:00:00Z"): QuoteRecord => ({
  symbol,
  price,
  previousClose,
  asOf: new Date(asOf),
});

// The tests share one database: each uses symbols and a year of its own.
describe.each(testEngines)("ticker quotes on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("stores quotes and answers only the ones that are new or changed: the ones to push", async () => {
    const db = database().db;
    expect(await storeQuotes(db, [quote("QTA", 101), quote("QTB", 50, null)])).toEqual([quote("QTA", 101), quote("QTB", 50, null)]);
    expect(await storeQuotes(db, [quote("QTA", 101), quote("QTB", 50.5, null)])).toEqual([quote("QTB", 50.5, null)]);
    // A newer bar with the same close is a change too: the quote's time moves on.
    expect(await storeQuotes(db, [quote("QTA", 101, 100, "2033-01-05T15:05:00Z")])).toHaveLength(1);
    expect(await findQuotes(db, ["QTB", "QTA", "QTNONE"])).toEqual([quote("QTA", 101, 100, "2033-01-05T15:05:00Z"), quote("QTB", 50.5, null)]);
  });

  it("lists the symbols recent stories name and members keep, the ones quoted longest ago first", async () => {
    const db = database().db;
    const member = await makeUser(db, { email: "quotes-member@example.com" });
    await makeTickers(db, ["QSK"]);
    await addUserTicker(db, member.id, "QSK", 200);
    await makeFeedArticle(db, { datePublished: new Date("2034-02-01T10:00:00Z"), tickers: ["QSA", "QSB"] });
    await makeFeedArticle(db, { datePublished: new Date("2034-02-02T10:00:00Z"), tickers: ["QSB", "QSC"] });
    await makeFeedArticle(db, { datePublished: new Date("2034-01-01T10:00:00Z"), tickers: ["QSOLD"] });
    await storeQuotes(db, [quote("QSA", 10)]);
    const since = new Date("2034-01-31T00:00:00Z");
    // Never quoted first (QSB, QSC, and QSK of a member's list), then the oldest quote (QSA); QSOLD's story is too old.
    const wanted = await symbolsToQuote(db, since, 100);
    expect(wanted.filter((symbol) => symbol.startsWith("QS"))).toEqual(["QSB", "QSC", "QSK", "QSA"]);
  });

  it("reaches back past the last day to the newest stories, so a quiet day still has its first page quoted", async () => {
    const db = database().db;
    // Later than any other test's stories: these are the newest of the shared database.
    const dates = ["2040-05-01T10:00:00Z", "2040-05-02T10:00:00Z", "2040-05-03T10:00:00Z"].map((iso) => new Date(iso));
    for (const datePublished of dates) await makeFeedArticle(db, { datePublished });
    const dayBefore = new Date("2040-05-02T12:00:00Z");
    // The newest two stories begin on 2 May: earlier than the 24 hours' window, which then gives way.
    expect(await recentStoriesSince(db, { since: dayBefore, stories: 2 })).toEqual(dates[1]);
    // The newest story alone is within the window: the window stands.
    expect(await recentStoriesSince(db, { since: dayBefore, stories: 1 })).toEqual(dayBefore);
  });

  it("sets a story ticker's price when the story broke once, and the story then carries it", async () => {
    const db = database().db;
    const story = await makeFeedArticle(db, { datePublished: new Date("2035-03-01T15:02:00Z"), tickers: ["QPA", "QPB"] });
    const since = new Date("2035-02-28T00:00:00Z");
    const unpriced = await unpricedStoryTickers(db, since, 10);
    expect(unpriced.map((row) => [row.symbol, row.publishedAt.toISOString()])).toEqual([
      ["QPA", "2035-03-01T15:02:00.000Z"],
      ["QPB", "2035-03-01T15:02:00.000Z"],
    ]);
    const qpa = unpriced[0]!;
    await setPricesAtStory(db, [{ articleId: qpa.articleId, tickerId: qpa.tickerId, price: 187.25 }]);
    // Set once: a later price never overwrites it.
    await setPricesAtStory(db, [{ articleId: qpa.articleId, tickerId: qpa.tickerId, price: 999 }]);
    expect((await unpricedStoryTickers(db, since, 10)).map((row) => row.symbol)).toEqual(["QPB"]);
    const [article] = await findFeedArticles(db, [story.id]);
    expect(presentArticle(article!).prices_at_story).toEqual({ QPA: 187.25 });
  });
});
