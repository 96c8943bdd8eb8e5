import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { topicRules } from "../classify/topic-rules";
import { normaliseSymbol } from "../classify/ticker-index";
import { deskQuerySchema } from "../../schemas/desk";
import { TAG_WORDS } from "./desk-vocabulary";
import { deskTickerCandidates, parseDeskQuestion } from "./parse-desk-question";

/** Listings as the tickers table holds them, with the traps: symbols that are words (A, IT, ON, ALL, NOW, GOLD, DOW, KEY). */
const LISTED = new Set(["NVDA", "AMD", "XOM", "TSLA", "BRK.B", "F", "A", "AI", "IT", "ON", "ALL", "NOW", "GOLD", "DOW", "LOW", "KEY", "CAT"]);
/** A Wednesday afternoon. */
const now = new Date("2026-01-07T15:30:00Z");
const parse = (question: string, at = now) => parseDeskQuestion(question, { now: at, isListed: (symbol) => LISTED.has(symbol) });
const understood = (question: string) => parse(question).understood;

describe("parseDeskQuestion", () => {
  it("reads the issue's example: a ticker and today, nothing left to search", () => {
    expect(parse("What moved NVDA today?")).toEqual({
      understood: { tickers: ["NVDA"], tags: [], impacts: [], since: "2026-01-07T00:00:00.000Z", until: null, text: "" },
      reading: "Stories naming NVDA since 00:00 UTC today",
    });
  });

  it("takes cashtags and listed symbols in capitals, in the order written, each once", () => {
    expect(understood("$amd vs NVDA and $NVDA's BRK-B").tickers).toEqual(["AMD", "NVDA", "BRK.B"]);
    expect(understood("What moved F today?").tickers).toEqual(["F"]);
    // Capitals that are not listed are words to search for.
    expect(understood("Any news on ZZZZ?")).toMatchObject({ tickers: [], text: "ZZZZ" });
  });

  it("does not take ordinary capitalised words for tickers, even where a listing spells so", () => {
    expect(understood("Is A CEO in the US buying IT firms NOW?")).toMatchObject({ tickers: [], text: "CEO buying firms" });
    expect(understood("What did the DOW do? I want ALL of it ON one page")).toMatchObject({ tickers: [], text: "DOW one page" });
    // Named as a cashtag, the same symbols are tickers.
    expect(understood("$A $IT $ON $ALL $NOW $DOW").tickers).toEqual(["A", "IT", "ON", "ALL", "NOW", "DOW"]);
    // Lower case is a word, not a symbol: "key" and "cat" are searched for.
    expect(understood("key cat news")).toMatchObject({ tickers: [], text: "key cat" });
  });

  it("reads topic tags from their names and plain words, the longest phrase first", () => {
    expect(understood("tariff news on Middle East oil").tags).toEqual(["tariffs", "middle-east", "oil"]);
    expect(understood("middle-east, mideast, russia-ukraine")).toMatchObject({ tags: ["middle-east", "russia-ukraine"], text: "" });
    expect(understood("trade war and the Fed's rate cuts").tags).toEqual(["trade", "fed"]);
    expect(understood("chipmakers and big tech").tags).toEqual(["semiconductors", "tech"]);
    // A capitalised tag word is the tag, though GOLD and AI are listings: a cashtag would name them.
    expect(understood("GOLD and AI")).toMatchObject({ tickers: [], tags: ["gold", "tech"] });
  });

  it("names every topic the classifier tags by its own name, and its plain words only topics it has", () => {
    for (const rule of topicRules) expect(understood(rule.tag.replace("-", " ")).tags).toEqual([rule.tag]);
    const tags = new Set(topicRules.map((rule) => rule.tag));
    expect(Object.keys(TAG_WORDS).filter((tag) => !tags.has(tag))).toEqual([]);
  });

  it("reads impact words: high impact, a list of levels, the feed's capitals, and words for a story that moves markets", () => {
    expect(understood("any high-impact stories?").impacts).toEqual(["high"]);
    expect(understood("high or mid impact").impacts).toEqual(["high", "mid"]);
    expect(understood("low and medium impact").impacts).toEqual(["mid", "low"]);
    expect(understood("HIGH stories on oil")).toMatchObject({ impacts: ["high"], tags: ["oil"] });
    expect(understood("the biggest market-moving news")).toMatchObject({ impacts: ["high"], text: "" });
    expect(understood("minor stories")).toMatchObject({ impacts: ["low"] });
    // Without "impact", high and low are plain words.
    expect(understood("NVDA at a record high")).toMatchObject({ impacts: [], text: "record high" });
  });

  it("reads times around now, in UTC", () => {
    const span = (question: string) => {
      const { since, until } = understood(question);
      return [since, until];
    };
    expect(span("yesterday")).toEqual(["2026-01-06T00:00:00.000Z", "2026-01-07T00:00:00.000Z"]);
    expect(span("this week")).toEqual(["2026-01-05T00:00:00.000Z", null]);
    expect(span("last week")).toEqual(["2025-12-29T00:00:00.000Z", "2026-01-05T00:00:00.000Z"]);
    expect(span("past week")).toEqual(["2025-12-31T15:30:00.000Z", null]);
    expect(span("in the last 6 hours")).toEqual(["2026-01-07T09:30:00.000Z", null]);
    expect(span("past 24h")).toEqual(["2026-01-06T15:30:00.000Z", null]);
    expect(span("last hour")).toEqual(["2026-01-07T14:30:00.000Z", null]);
    expect(span("last few days")).toEqual(["2026-01-04T15:30:00.000Z", null]);
    expect(span("since Monday")).toEqual(["2026-01-05T00:00:00.000Z", null]);
    expect(span("since Wednesday")).toEqual(["2026-01-07T00:00:00.000Z", null]);
    expect(span("since yesterday")).toEqual(["2026-01-06T00:00:00.000Z", null]);
    expect(span("on Friday")).toEqual(["2026-01-02T00:00:00.000Z", "2026-01-03T00:00:00.000Z"]);
    expect(span("last Wednesday")).toEqual(["2025-12-31T00:00:00.000Z", "2026-01-01T00:00:00.000Z"]);
    expect(span("over the weekend")).toEqual(["2026-01-03T00:00:00.000Z", "2026-01-05T00:00:00.000Z"]);
    expect(span("this month")).toEqual(["2026-01-01T00:00:00.000Z", null]);
    expect(span("last month")).toEqual(["2025-12-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"]);
    expect(span("since 2025-12-24")).toEqual(["2025-12-24T00:00:00.000Z", null]);
    expect(span("on 2025-12-24")).toEqual(["2025-12-24T00:00:00.000Z", "2025-12-25T00:00:00.000Z"]);
    // Two phrases: the time they cover together.
    expect(span("yesterday and today")).toEqual(["2026-01-06T00:00:00.000Z", null]);
    // No time phrase: no bounds.
    expect(span("NVDA")).toEqual([null, null]);
  });

  it("never reaches past now or further back than ten years, and takes a date to come as now", () => {
    expect(understood("last 99999999999999999999999 days").since).toBe(new Date(now.getTime() - 3_660 * 86_400_000).toISOString());
    expect(understood("since 2027-03-01")).toMatchObject({ since: now.toISOString(), until: null });
    expect(understood("on 2026-02-30")).toMatchObject({ since: null, text: "2026-02-30" });
  });

  it("drops question words and keeps the rest for the text search, with the search's minus", () => {
    expect(understood("What's the latest news about Nvidia earnings?")).toMatchObject({ tags: ["earnings"], text: "Nvidia" });
    expect(understood("oil -opec -china")).toMatchObject({ tags: ["oil"], text: "-opec -china" });
    expect(understood("NVDA and/or AMD?")).toMatchObject({ tickers: ["NVDA", "AMD"], text: "" });
    expect(understood("constructor toString __proto__").text).toBe("constructor toString proto");
  });

  it("says what it understood in plain words", () => {
    expect(parse("Any big tariff news this week?").reading).toBe("High-impact stories tagged tariffs this week (since Monday 5 January, 00:00 UTC)");
    expect(parse("high or mid impact $AMD or $TSLA chips news -intel yesterday").reading).toBe(
      'High- or mid-impact stories naming AMD or TSLA, tagged semiconductors, without "intel" yesterday (UTC)',
    );
    expect(parse("Nvidia, Apple or Tesla last week").reading).toBe(
      'Stories mentioning "Nvidia Apple Tesla" last week (Monday 29 December 2025 to Sunday 4 January, UTC)',
    );
    expect(parse("What's new?").reading).toBe("The newest stories, whatever they are about");
  });

  it("offers the symbols to look up: cashtags and capitals that are not ordinary words", () => {
    expect(deskTickerCandidates("Did $amd, NVDA or BRK/B beat the CEO in the US? I ask A lot")).toEqual(["AMD", "NVDA", "BRK.B"]);
    expect(deskTickerCandidates("WHAT MOVED NVDA AND $IT TODAY")).toEqual(["NVDA", "IT", "TODAY"]);
  });
});

describe("parseDeskQuestion's properties", () => {
  /** Questions made of the words that matter to the parser, and noise between them. */
  const word = fc.oneof(
    fc.constantFrom(...LISTED, "$NVDA", "$amd", "nvda", "NVDA's", "-NVDA", "BRK-B", "US", "CEO", "I", "A"),
    fc.constantFrom("today", "yesterday", "this", "last", "past", "since", "week", "month", "Monday", "weekend", "2026-01-05", "24h", "99999999999", "few", "hours"),
    fc.constantFrom("high", "mid", "impact", "or", "and", "big", "HIGH", "tariffs", "Middle", "East", "oil", "-opec", "what", "moved", "news", "?", ",", "$", "-"),
    fc.string({ maxLength: 12 }),
  );
  const question = fc.array(word, { maxLength: 30 }).map((words) => words.join(" ").slice(0, 300));
  const moment = fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true });

  it("never throws, and answers the wire shape with since at or before now and until after since", () => {
    fc.assert(
      fc.property(fc.oneof(question, fc.string({ maxLength: 300 })), moment, (text, at) => {
        const { understood: query, reading } = parse(text, at);
        expect(deskQuerySchema.parse(query)).toEqual(query);
        expect(reading.length).toBeGreaterThan(0);
        if (query.since !== null) expect(Date.parse(query.since)).toBeLessThanOrEqual(at.getTime());
        if (query.until !== null) {
          expect(query.since).not.toBeNull();
          expect(Date.parse(query.until)).toBeGreaterThanOrEqual(Date.parse(query.since!));
          expect(Date.parse(query.until)).toBeLessThan(at.getTime());
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it("never leaves a recognised ticker in the text, and takes only listed ones", () => {
    fc.assert(
      fc.property(question, moment, (text, at) => {
        const { tickers, text: left } = parse(text, at).understood;
        for (const ticker of tickers) expect(LISTED.has(ticker)).toBe(true);
        for (const leftWord of left.split(" ").filter(Boolean)) expect(tickers).not.toContain(normaliseSymbol(leftWord.replace(/^-/, "")));
      }),
      { numRuns: 2_000 },
    );
  });

  it("offers every ticker it takes as a candidate to look up", () => {
    fc.assert(
      fc.property(question, (text) => {
        const candidates = deskTickerCandidates(text);
        for (const ticker of parse(text).understood.tickers) expect(candidates).toContain(ticker);
      }),
    );
  });
});
