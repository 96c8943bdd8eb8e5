import { describe, expect, it } from "vitest";
import { linkTickers } from "./link-tickers";
import { createTickerIndex, findListing } from "./ticker-index";
import { tickerListingsFixture } from "../../testing/ticker-listings-fixture";

const index = createTickerIndex(tickerListingsFixture);
// The rules alone (no linker model): what the hand-kept lists and context words decide.
const tickers = (text: string) => linkTickers(text, index, null);

describe("linkTickers by the rules alone: precision", () => {
  it("does not read fruit as Apple", () => {
    expect(tickers("Apple growers hit by tariffs")).toEqual([]);
    expect(tickers("Apple Growers Hit By Tariffs")).toEqual([]);
    expect(tickers("Tariffs squeeze apple growers in Washington")).toEqual([]);
    expect(tickers("Apple growers hit by tariffs as China shuns US fruit")).toEqual([]);
  });

  it("does not read an everyday word as Target without company context", () => {
    expect(tickers("Target hits")).toEqual([]);
    expect(tickers("Fed says inflation target will be met")).toEqual([]);
    expect(tickers("TARGET HITS RECORD")).toEqual([]);
  });

  it("reads everyday-word names with company context", () => {
    expect(tickers("Target shares slump after earnings")).toEqual(["TGT"]);
    expect(tickers("Apple's iPhone sales rise")).toEqual(["AAPL"]);
    expect(tickers("The People's Bank of China cuts rates; People's Republic responds")).toEqual([]);
    expect(tickers("People's shares jump after Dotdash deal")).toEqual(["PPLI"]);
    expect(tickers("Apple to cut jobs in China")).toEqual(["AAPL"]);
    expect(tickers("Shares of Apple fell 3%")).toEqual(["AAPL"]);
    expect(tickers("Visa and Walmart settle fee dispute")).toEqual(["V", "WMT"]);
  });

  it("reads cashtags", () => {
    expect(tickers("$TSLA")).toEqual(["TSLA"]);
    expect(tickers("Watching $tsla and $ZZZZ today")).toEqual([]);
    expect(tickers("$BRK.B and $BRK/A both slip")).toEqual(["BRK.B", "BRK.A"]);
  });

  it("reads an exchange prefix and names a company once", () => {
    expect(tickers("Exxon Mobil (NYSE: XOM)")).toEqual(["XOM"]);
    expect(tickers("ON Semiconductor (NASDAQ: ON) and Gartner (NYSE:IT) report")).toEqual(["ON", "IT"]);
    expect(tickers("Chevron (CVX.N) and Apple (AAPL.O) lead gains")).toEqual(["CVX", "AAPL"]);
  });

  it("resolves aliases and possessives", () => {
    expect(tickers("Alphabet's Google")).toEqual(["GOOGL"]);
    expect(tickers("Google-parent Alphabet beats estimates")).toEqual(["GOOGL"]);
    expect(tickers("Exxon-led group wins license")).toEqual(["XOM"]);
    expect(tickers("Nvidia and Boeing lead the Dow")).toEqual(["NVDA", "BA"]);
    expect(tickers("GM to move production; gm crops banned")).toEqual(["GM"]);
  });

  it("leaves symbols that are English words alone outside ticker contexts", () => {
    expect(tickers("ALL eyes on the Fed; IT spending slows; ON Tuesday NOW is A good time")).toEqual([]);
    expect(tickers("Sea levels rise in the Red Sea; Dow falls 500 points; SNAP benefits cut")).toEqual([]);
    expect(tickers("Shell companies used to dodge Iran oil sanctions, Treasury says")).toEqual([]);
  });

  it("reads a shortened name only next to corporate words or another company", () => {
    expect(tickers("Powell says Fed will be patient")).toEqual([]);
    expect(tickers("Powell's remarks lift stocks")).toEqual([]);
    expect(tickers("Powell shares jump on data-center orders")).toEqual(["POWL"]);
    expect(tickers("Uber and Lyft drivers protest")).toEqual(["UBER", "LYFT"]);
  });

  it("prefers the longer name", () => {
    expect(tickers("Southern Copper raises output")).toEqual(["SCCO"]);
    expect(tickers("Southern Europe braces for heat")).toEqual([]);
  });

  it("lists tickers once, in order of appearance", () => {
    expect(tickers("Boeing, Apple (NASDAQ: AAPL) and Boeing again, then $TSLA")).toEqual(["BA", "AAPL", "TSLA"]);
  });
});

describe("findListing", () => {
  it("finds a listing under any spelling of its share class", () => {
    expect(findListing(index, "brk-b")?.ticker).toBe("BRK.B");
    expect(findListing(index, "BRK/B")?.company).toBe("Berkshire Hathaway Inc.");
    expect(findListing(index, "nope")).toBeUndefined();
  });

  it("resolves a shared name to the larger listing", () => {
    expect(tickers("Alphabet invests in Berkshire Hathaway")).toEqual(["GOOGL", "BRK.B"]);
  });
});
